"""
One picture of the demo path-traced by Cycles: `blender -b --factory-startup -P render.py -- DIR`, where DIR holds
the shot's world as `world.glb` and its camera and light as `shot.json` (both written by cms/render/cycles.ts) and
receives `picture.png` and the same with its grain filtered, `denoised.rgb`. The sun is a lamp and the sky Blender's
physical (Nishita) sky in the shot's light; the exposure is metered on a small first pass as a photographer meters;
haze over the city is laid in the compositor from the mist pass, as the WebGL renderer lays its fog. Same tools, same
shot: the same pixels (a fixed seed).
"""
import json
import math
import os
import sys

import bpy
import numpy
from mathutils import Vector

# Debian's Blender 3.4 glTF importer still says numpy.bool, which Debian's NumPy 1.24 no longer has.
if 'bool' not in numpy.__dict__:
    numpy.bool = bool

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from materials import fix_materials  # noqa: E402
from nodes import Graph  # noqa: E402
from denoise import denoise  # noqa: E402

DIR = sys.argv[sys.argv.index('--') + 1]
SHOT = json.load(open(os.path.join(DIR, 'shot.json')))
PRESET = SHOT['preset']


def blender_axes(v):
    """three's axes (x east, y up, z south) to Blender's (x east, y north, z up), as the glTF importer turns them."""
    return Vector((v[0], -v[2], v[1]))


def import_world():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    bpy.ops.import_scene.gltf(filepath=os.path.join(DIR, 'world.glb'))
    fix_materials(bpy, SHOT.get('glow', 1.0))
    for material in bpy.data.materials:
        # Thousands of small glowing faces are seen and light by their bounce; the sun and sky are sampled directly.
        material.cycles.sample_as_light = False
    for obj in bpy.data.objects:
        obj.pass_index = 1


def light_rooms(scene):
    """
    A room's lamps (point lights where the WebGL scene has them, at `lampPower` watts for each of three's units) and
    its open sides as portals: the sky seen through a window is sampled there, not over the whole sphere, so a room lit
    by its window is not a field of noise.
    """
    for marker in list(bpy.data.objects):
        lamp, portal = marker.get('lamp'), marker.get('portal')
        if lamp is not None:
            data = bpy.data.lights.new('lamp', 'POINT')
            data.energy = float(lamp['power']) * SHOT.get('lampPower', 1.0)
            data.color = [float(c) for c in lamp['colour']][:3]
            data.shadow_soft_size = 0.06
            obj = bpy.data.objects.new('lamp', data)
            obj.location = marker.matrix_world.translation
            scene.collection.objects.link(obj)
        if portal is not None:
            low, high = blender_axes(portal['min']), blender_axes(portal['max'])
            inward = blender_axes(portal['inward'])
            data = bpy.data.lights.new('portal', 'AREA')
            data.shape = 'RECTANGLE'
            data.cycles.is_portal = True
            across = abs(high.x - low.x) if abs(inward.y) > abs(inward.x) else abs(high.y - low.y)
            data.size, data.size_y = across, abs(high.z - low.z)
            obj = bpy.data.objects.new('portal', data)
            # The light's -Z looks into the room, its Y is up: X runs across the opening.
            obj.location = (low + high) / 2
            obj.rotation_euler = inward.to_track_quat('-Z', 'Y').to_euler()
            scene.collection.objects.link(obj)


def place_camera(scene):
    camera = SHOT['camera']
    data = bpy.data.cameras.new('camera')
    data.sensor_fit = 'VERTICAL'
    data.angle = math.radians(camera['fov'])
    data.clip_start = camera.get('near', 1.0)
    data.clip_end = 16000
    obj = bpy.data.objects.new('camera', data)
    scene.collection.objects.link(obj)
    position = blender_axes(camera['position'])
    target = blender_axes(camera['target'])
    obj.location = position
    obj.rotation_euler = (target - position).to_track_quat('-Z', 'Y').to_euler()
    scene.camera = obj


def clouds(world, sky_colour):
    """
    Fair-weather cloud over the physical sky (which has none), seen by the camera only: the light stays the clear
    sky's. Drawn from the view direction projected onto a cloud deck, thinning to nothing at the horizon.
    """
    g = Graph(world)
    n, link, op = g.nodes, g.links.new, g.math
    coords = n.new('ShaderNodeTexCoord')
    split = n.new('ShaderNodeSeparateXYZ')
    link(coords.outputs['Generated'], split.inputs[0])
    height = op('ADD', split.outputs['Z'], 0.04)
    deck = n.new('ShaderNodeCombineXYZ')
    link(op('DIVIDE', split.outputs['X'], height), deck.inputs['X'])
    link(op('MULTIPLY', op('DIVIDE', split.outputs['Y'], height), 2.2), deck.inputs['Y'])
    noise = n.new('ShaderNodeTexNoise')
    noise.noise_dimensions = '3D'
    noise.inputs['Scale'].default_value = 0.9
    noise.inputs['Detail'].default_value = 8
    noise.inputs['Roughness'].default_value = 0.62
    link(deck.outputs[0], noise.inputs['Vector'])
    cover = SHOT.get('clouds', 0.3)
    density = n.new('ShaderNodeMapRange')
    density.clamp = True
    density.inputs['From Min'].default_value = 0.62 - cover * 0.25
    density.inputs['From Max'].default_value = 0.8 - cover * 0.2
    link(noise.outputs['Fac'], density.inputs['Value'])
    fade = n.new('ShaderNodeMapRange')
    fade.clamp = True
    fade.interpolation_type = 'SMOOTHSTEP'
    fade.inputs['From Min'].default_value = 0.02
    fade.inputs['From Max'].default_value = 0.25
    link(split.outputs['Z'], fade.inputs['Value'])
    camera_ray = n.new('ShaderNodeLightPath')
    mask = op('MULTIPLY', op('MULTIPLY', density.outputs['Result'], fade.outputs['Result']), camera_ray.outputs['Is Camera Ray'])
    # The cloud's own colour is set once the horizon's is known (main): a sunlit white brighter than the horizon.
    colour = n.new('ShaderNodeRGB')
    colour.name = 'cloud'
    mix = n.new('ShaderNodeMixRGB')
    link(mask, mix.inputs['Fac'])
    link(sky_colour, mix.inputs['Color1'])
    link(colour.outputs[0], mix.inputs['Color2'])
    return mix.outputs['Color']


def light_world(scene):
    sun_direction = blender_axes(PRESET['sunDirection']).normalized()
    elevation = math.radians(PRESET['elevation'])
    azimuth = math.radians(PRESET['azimuth'])
    world = bpy.data.worlds.new('sky')
    scene.world = world
    world.use_nodes = True
    nodes = world.node_tree.nodes
    background = nodes['Background']
    sky = nodes.new('ShaderNodeTexSky')
    sky.sky_type = 'NISHITA'
    sky.sun_disc = False
    sky.sun_elevation = elevation
    # Nishita's sun turns from north (+y) towards west; an azimuth turns from north through east.
    sky.sun_rotation = -azimuth
    sky.altitude = 150
    sky.air_density = SHOT['air']
    sky.dust_density = SHOT['dust']
    sky.ozone_density = 1.0
    world.node_tree.links.new(clouds(world, sky.outputs['Color']), background.inputs['Color'])
    background.inputs['Strength'].default_value = SHOT['sky']
    # The sun: a lamp the size of the sun's disc (a little larger in haze, for the soft edge of low sun's shadows).
    lamp = bpy.data.lights.new('sun', 'SUN')
    lamp.energy = SHOT['sun']
    lamp.angle = math.radians(SHOT.get('sunAngle', 0.6))
    lamp.color = SHOT['sunColour']
    obj = bpy.data.objects.new('sun', lamp)
    obj.rotation_euler = (-sun_direction).to_track_quat('-Z', 'Y').to_euler()
    scene.collection.objects.link(obj)
    world.mist_settings.start = 0
    world.mist_settings.depth = 2.0 / PRESET['fog']
    world.mist_settings.falloff = 'QUADRATIC'


def settings(scene, width, height, samples):
    scene.render.engine = 'CYCLES'
    cycles = scene.cycles
    cycles.device = 'CPU'
    cycles.samples = samples
    cycles.use_adaptive_sampling = False
    cycles.use_denoising = False
    cycles.seed = 1905
    cycles.max_bounces = 8
    cycles.diffuse_bounces = 3
    cycles.glossy_bounces = 3
    cycles.transmission_bounces = 6
    cycles.transparent_max_bounces = 16
    cycles.caustics_reflective = False
    cycles.caustics_refractive = False
    cycles.sample_clamp_indirect = 6
    cycles.filter_width = 1.5
    scene.render.resolution_x = width
    scene.render.resolution_y = height
    scene.render.resolution_percentage = 100
    scene.render.film_transparent = True
    scene.view_settings.view_transform = 'Filmic'
    scene.view_settings.look = 'Medium High Contrast'
    layer = scene.view_layers[0]
    layer.use_pass_mist = True
    layer.use_pass_environment = True
    layer.use_pass_z = True
    layer.cycles.denoising_store_passes = True


def render_exr(scene, name):
    """A quick pass rendered to linear floats (EXR) in DIR: its pixels, RGBA row by row from the bottom."""
    path = os.path.join(DIR, f'{name}.exr')
    scene.render.image_settings.file_format = 'OPEN_EXR'
    scene.render.image_settings.color_depth = '32'
    scene.render.filepath = path
    bpy.ops.render.render(write_still=True)
    return list(bpy.data.images.load(path).pixels)


def meter(scene):
    """
    What the camera sees of the world (not the sky), from a small quick pass: the mean log luminance, and the
    luminance a few per cent of it are brighter than (a sunlit floor, a window's view).
    """
    settings(scene, max(64, SHOT['width'] // 10), max(40, SHOT['height'] // 10), 16)
    scene.use_nodes = False
    pixels = render_exr(scene, 'meter')
    luminances = []
    for i in range(0, len(pixels), 4):
        r, g, b, a = pixels[i:i + 4]
        if a < 0.5:
            continue
        luminances.append(max((0.2126 * r + 0.7152 * g + 0.0722 * b) / a, 1e-4))
    luminances.sort()
    mean = math.exp(sum(math.log(v) for v in luminances) / max(len(luminances), 1))
    bright = luminances[int(len(luminances) * 0.97)] if luminances else mean
    return mean, bright


def horizon(scene):
    """The sky's colour just above the horizon where the camera looks: what distance fades into (aerial perspective)."""
    camera = scene.camera
    kept = (camera.rotation_euler.copy(), camera.data.angle)
    forward = camera.matrix_world.to_quaternion() @ Vector((0, 0, -1))
    level = Vector((forward.x, forward.y, 0)).normalized()
    camera.rotation_euler = level.to_track_quat('-Z', 'Y').to_euler()
    camera.data.angle = math.radians(6)
    for obj in bpy.data.objects:
        obj.hide_render = obj.type == 'MESH'
    settings(scene, 32, 32, 16)
    scene.render.film_transparent = False
    scene.use_nodes = False
    pixels = render_exr(scene, 'horizon')
    # The rows just above the horizon (the picture's middle, upwards a little).
    rows = [pixels[(y * 32 + x) * 4:(y * 32 + x) * 4 + 3] for y in range(16, 20) for x in range(32)]
    for obj in bpy.data.objects:
        obj.hide_render = False
    camera.rotation_euler, camera.data.angle = kept
    return [sum(p[i] for p in rows) / len(rows) for i in range(3)]


def compose(scene, haze):
    """Haze over distance (three's exponential-squared fog, from the mist pass), then the sky behind it all."""
    scene.use_nodes = True
    tree = scene.node_tree
    for node in list(tree.nodes):
        tree.nodes.remove(node)
    g = Graph(scene, 'CompositorNodeMath')
    n, link, math_node = g.nodes, g.links.new, g.math
    layers = n.new('CompositorNodeRLayers')

    alpha = layers.outputs['Alpha']
    mist = layers.outputs['Mist']
    # The mist of what is drawn (the sky's pixels count as mist 1): (mist - (1 - alpha)) / alpha.
    own = math_node('DIVIDE', math_node('SUBTRACT', math_node('ADD', mist, alpha), 1.0), math_node('MAXIMUM', alpha, 1e-4), clamp=True)
    # mist = (distance * fog / 2)^2, so three's fog 1 - exp(-(fog * distance)^2) is 1 - exp(-4 * mist).
    fog = math_node('SUBTRACT', 1.0, math_node('EXPONENT', math_node('MULTIPLY', own, -4.0)), clamp=True)
    haze_rgb = n.new('CompositorNodeRGB')
    haze_rgb.outputs[0].default_value = (*haze, 1.0)
    hazed = n.new('CompositorNodeMixRGB')
    link(fog, hazed.inputs['Fac'])
    link(layers.outputs['Image'], hazed.inputs[1])
    # The haze in front of a pixel is as opaque as the pixel (premultiplied): haze times alpha.
    haze_alpha = n.new('CompositorNodeMixRGB')
    haze_alpha.blend_type = 'MULTIPLY'
    haze_alpha.inputs['Fac'].default_value = 1.0
    link(haze_rgb.outputs[0], haze_alpha.inputs[1])
    link(alpha, haze_alpha.inputs[2])
    link(haze_alpha.outputs[0], hazed.inputs[2])
    # The sky behind: the environment pass, where the world is not.
    behind = n.new('CompositorNodeMixRGB')
    behind.blend_type = 'ADD'
    behind.inputs['Fac'].default_value = 1.0
    link(hazed.outputs[0], behind.inputs[1])
    sky_part = n.new('CompositorNodeMixRGB')
    sky_part.blend_type = 'MULTIPLY'
    sky_part.inputs['Fac'].default_value = 1.0
    link(layers.outputs['Env'], sky_part.inputs[1])
    link(math_node('SUBTRACT', 1.0, alpha), sky_part.inputs[2])
    link(sky_part.outputs[0], behind.inputs[2])
    opaque = n.new('CompositorNodeSetAlpha')
    link(behind.outputs[0], opaque.inputs['Image'])
    opaque.inputs['Alpha'].default_value = 1.0
    out = n.new('CompositorNodeComposite')
    link(opaque.outputs[0], out.inputs['Image'])
    # The denoiser's guides, as linear floats: albedo, normal and depth (the sky's depth is far).
    guides = n.new('CompositorNodeOutputFile')
    guides.base_path = DIR
    guides.format.file_format = 'OPEN_EXR'
    guides.format.color_depth = '32'
    guides.file_slots.clear()
    for name, socket in GUIDES.items():
        guides.file_slots.new(name)
        link(layers.outputs[socket], guides.inputs[name])


GUIDES = {'albedo': 'Denoising Albedo', 'normal': 'Denoising Normal', 'depth': 'Depth'}


def read_pixels(path):
    """An image's pixels as stored (no colour transform), H×W×4 floats, the top row first."""
    image = bpy.data.images.load(path)
    image.colorspace_settings.name = 'Non-Color'
    width, height = image.size
    pixels = numpy.empty(width * height * 4, dtype=numpy.float32)
    image.pixels.foreach_get(pixels)
    bpy.data.images.remove(image)
    return pixels.reshape(height, width, 4)[::-1]


def write_denoised():
    """picture.png's grain filtered (cycles/denoise.py), written as raw 8-bit RGB rows (denoised.rgb) for the harness."""
    colour = read_pixels(os.path.join(DIR, 'picture.png'))[..., :3]
    guide = {name: read_pixels(os.path.join(DIR, f'{name}0001.exr')) for name in GUIDES}
    filtered = denoise(colour, guide['albedo'][..., :3], guide['normal'][..., :3], numpy.maximum(guide['depth'][..., 0], 1e-3))
    with open(os.path.join(DIR, 'denoised.rgb'), 'wb') as out:
        out.write(numpy.clip(numpy.rint(filtered * 255), 0, 255).astype(numpy.uint8).tobytes())


def main():
    import_world()
    scene = bpy.context.scene
    light_rooms(scene)
    place_camera(scene)
    light_world(scene)
    mean, bright = meter(scene)
    # Middle grey where the metering says the world's mean is, then the shot's own key (a dusk shot darker); where
    # the shot says so, no brighter than keeps its brightest few per cent at `highlight` (a room's sunlit floor keeps
    # its grain rather than burning white, as a photographer exposes for the highlights).
    exposure = math.log2(SHOT.get('key', 0.18) / mean)
    if 'highlight' in SHOT:
        exposure = min(exposure, math.log2(SHOT['highlight'] / bright))
    scene.view_settings.exposure = exposure
    haze = [c * SHOT.get('haze', 1.0) for c in horizon(scene)]
    # A cloud lit by the sun: the horizon's brightness times cloudLevel, in the sun's colour (before the sky's strength).
    level = max(haze) * SHOT.get('cloudLevel', 1.6) / SHOT['sky']
    scene.world.node_tree.nodes['cloud'].outputs[0].default_value = (*[c * level for c in SHOT['sunColour']], 1.0)
    settings(scene, SHOT['width'], SHOT['height'], SHOT['samples'])
    if 'clampIndirect' in SHOT:
        # Indirect light no brighter than this many times the metered mean: a room's rare bright paths (a bulb seen in
        # a brass frame, the sun's patch seen by a glossy floor) would be fireflies that no number of samples averages.
        scene.cycles.sample_clamp_indirect = SHOT['clampIndirect'] * mean
    compose(scene, haze)
    scene.render.image_settings.file_format = 'PNG'
    scene.render.image_settings.color_mode = 'RGB'
    scene.render.image_settings.color_depth = '16'
    scene.render.filepath = os.path.join(DIR, 'picture.png')
    bpy.ops.render.render(write_still=True)
    write_denoised()
    print(f'metered {mean:.4f} (97th percentile {bright:.4f}), exposure {scene.view_settings.exposure:+.2f}, haze {haze[0]:.3f} {haze[1]:.3f} {haze[2]:.3f}')


main()
