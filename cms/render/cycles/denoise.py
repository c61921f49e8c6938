"""
The grain of a path-traced room taken out before the picture is scaled down: a cross-bilateral filter guided by what
Cycles knows without noise (each pixel's albedo, normal and depth, its "denoising data" passes). Debian's Blender 3.4
has no OpenImageDenoise; without a filter the grain of 128 samples is half a picture's WebP bytes and reads as grain.

A neighbour counts towards a pixel as much as it is near, of the same material (albedo), facing the same way (normal),
at the same distance (depth) and of about the same brightness (the colour's range term, on a lightly smoothed copy so
that the noise does not decide the weights): a stone joint, a moulding's edge, a shadow's edge and a wood texture stay;
the speckle on a wall between them is averaged away. Pure NumPy, deterministic.
"""
import numpy

# At the supersampled size (1.5 times the picture's): a 7×7 window.
RADIUS = 3
SIGMA = {'space': 2.0, 'colour': 0.07, 'albedo': 0.06, 'normal': 0.2, 'depth': 0.02}


def box3(image):
    """A 3×3 mean (edges repeated): the range term's guide, the noise a third of itself."""
    padded = numpy.pad(image, ((1, 1), (1, 1), (0, 0)), mode='edge')
    height, width = image.shape[:2]
    total = numpy.zeros_like(image)
    for dy in range(3):
        for dx in range(3):
            total += padded[dy:dy + height, dx:dx + width]
    return total / 9


def denoise(colour, albedo, normal, depth, radius=RADIUS, sigma=None):
    """colour, albedo, normal: H×W×3 floats (colour display-referred, 0–1); depth: H×W (metres; the sky a large value)."""
    sigma = {**SIGMA, **(sigma or {})}
    height, width = colour.shape[:2]
    guide = box3(colour)
    depth = numpy.minimum(depth, 1e5)[..., None]
    planes = {
        'colour': (guide, 1 / (2 * sigma['colour'] ** 2)),
        'albedo': (albedo, 1 / (2 * sigma['albedo'] ** 2)),
        'normal': (normal, 1 / (2 * sigma['normal'] ** 2)),
    }

    def pad(image):
        return numpy.pad(image, ((radius, radius), (radius, radius), (0, 0)), mode='edge')

    padded_colour = pad(colour)
    padded = {name: pad(plane) for name, (plane, _) in planes.items()}
    padded_depth = pad(depth)
    depth_weight = 1 / (2 * sigma['depth'] ** 2)
    total = numpy.zeros_like(colour)
    weights = numpy.zeros((height, width, 1), dtype=colour.dtype)
    for dy in range(-radius, radius + 1):
        for dx in range(-radius, radius + 1):
            window = (slice(radius + dy, radius + dy + height), slice(radius + dx, radius + dx + width))
            exponent = numpy.full((height, width, 1), -(dx * dx + dy * dy) / (2 * sigma['space'] ** 2), dtype=colour.dtype)
            for name, (plane, scale) in planes.items():
                difference = padded[name][window] - plane
                exponent -= scale * numpy.sum(difference * difference, axis=2, keepdims=True)
            relative = (padded_depth[window] - depth) / depth
            exponent -= depth_weight * relative * relative
            weight = numpy.exp(exponent)
            total += weight * padded_colour[window]
            weights += weight
    return total / weights
