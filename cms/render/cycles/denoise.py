"""
The grain of a path-traced room taken out before the picture is scaled down: an edge-avoiding à-trous filter
(Dammertz et al., 2010) guided by what Cycles knows without noise (each pixel's albedo, normal and depth, its
"denoising data" passes). Debian's Blender 3.4 has no OpenImageDenoise; without a filter the grain of 128 samples is
half a picture's WebP bytes and reads as grain.

Three passes of 5×5 taps (a B-spline's weights) at steps of 1, 2 and 4 pixels reach 25 pixels across at the cost of 75
taps, so the blotches of indirect light go as well as the speckle. A neighbour counts as much as it is of the same
material (albedo), facing the same way (normal), at the same distance (depth) and of about the same brightness (the
colour's range term: the first pass on a 3×3-smoothed copy, so that the noise does not decide the weights; each later
pass on the pass before, with half the tolerance): a stone joint, a moulding's edge, a shadow's edge and a wood texture
stay; the speckle on a wall between them is averaged away. Pure NumPy, deterministic.
"""
import numpy

PASSES = 3
SIGMA = {'colour': 0.1, 'albedo': 0.06, 'normal': 0.2, 'depth': 0.02}
TAPS = (1 / 16, 1 / 4, 3 / 8, 1 / 4, 1 / 16)


def box3(image):
    """A 3×3 mean (edges repeated): the first pass's range guide, the noise a third of itself."""
    padded = numpy.pad(image, ((1, 1), (1, 1), (0, 0)), mode='edge')
    height, width = image.shape[:2]
    total = numpy.zeros_like(image)
    for dy in range(3):
        for dx in range(3):
            total += padded[dy:dy + height, dx:dx + width]
    return total / 9


def denoise(colour, albedo, normal, depth, passes=PASSES, sigma=None):
    """colour, albedo, normal: H×W×3 floats (colour display-referred, 0–1); depth: H×W (metres; the sky a large value)."""
    sigma = {**SIGMA, **(sigma or {})}
    height, width = colour.shape[:2]
    depth = numpy.minimum(depth, 1e5)[..., None]
    current = colour
    tolerance = sigma['colour']
    for level in range(passes):
        step = 2 ** level
        reach = 2 * step

        def pad(image):
            return numpy.pad(image, ((reach, reach), (reach, reach), (0, 0)), mode='edge')

        guide = box3(current) if level == 0 else current
        stops = [(guide, pad(guide), tolerance), (albedo, pad(albedo), sigma['albedo']), (normal, pad(normal), sigma['normal'])]
        padded_current, padded_depth = pad(current), pad(depth)
        total = numpy.zeros_like(colour)
        weights = numpy.zeros((height, width, 1), dtype=colour.dtype)
        for j, tap_y in enumerate(TAPS):
            for i, tap_x in enumerate(TAPS):
                dy, dx = (j - 2) * step, (i - 2) * step
                window = (slice(reach + dy, reach + dy + height), slice(reach + dx, reach + dx + width))
                exponent = numpy.zeros((height, width, 1), dtype=colour.dtype)
                for plane, padded, spread in stops:
                    difference = padded[window] - plane
                    exponent -= numpy.sum(difference * difference, axis=2, keepdims=True) / (2 * spread * spread)
                relative = (padded_depth[window] - depth) / depth
                exponent -= relative * relative / (2 * sigma['depth'] ** 2)
                weight = tap_y * tap_x * numpy.exp(exponent)
                total += weight * padded_current[window]
                weights += weight
        current = total / weights
        tolerance /= 2
    return current
