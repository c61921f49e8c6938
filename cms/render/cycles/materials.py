"""
What the path tracer changes in the glTF's materials (cms/render/scene/materials.js names them): the stone's joints
and the city's windows drawn from the world position as the WebGL shaders draw them, glass as glass (a dark
dielectric that reflects the sky by Fresnel, as facade glass photographs), bronze as metal, and lit windows that
light what is round them.
"""
from nodes import Graph


def principled(material):
    return next((n for n in material.node_tree.nodes if n.type == 'BSDF_PRINCIPLED'), None)


def base_colour_source(graph, bsdf):
    """What feeds the Base Color (the importer's texture and vertex-colour product), or its constant value."""
    socket = bsdf.inputs['Base Color']
    if socket.is_linked:
        link = socket.links[0]
        source = link.from_socket
        graph.links.remove(link)
        return source
    return tuple(socket.default_value)


def surface(material):
    """
    A material's graph, its BSDF, what fed its base colour (now free to be tinted), and the world position and normal
    of the point: x, y, height, the normal's z, and the distance along the face (y on faces turned east or west).
    """
    g = Graph(material)
    bsdf = principled(material)
    colour = base_colour_source(g, bsdf)
    position, normal = g.geometry()
    px, py, pz = g.split(position)
    nx, ny, nz = g.split(normal)
    facing_x = g.step(g.absolute(ny), g.absolute(nx))  # |n.x| > |n.y|: the face runs along y
    along = g.lerp(px, py, facing_x)
    return g, bsdf, colour, (px, py, pz, nz, along)


def stone(material, course, slab):
    """Courses `course` m high, slabs `slab` m long and half a slab off every other course, joints a finger wide."""
    g, bsdf, colour, (px, py, pz, nz, along) = surface(material)
    row = g.floor(g.div(pz, course))
    bed_f = g.fract(g.div(pz, course))
    bed = g.mul(g.smoothstep(0.0, 0.012, bed_f), g.smoothstep(1.0, 0.988, bed_f))
    head_x = g.add(g.div(along, slab), g.mul(g.math('MODULO', row, 2.0), 0.5))
    head_f = g.fract(head_x)
    head = g.mul(g.smoothstep(0.0, 0.006, head_f), g.smoothstep(1.0, 0.994, head_f))
    flat = g.step(0.7, nz)
    joint = g.math('MAXIMUM', flat, g.mul(bed, head))
    tone = g.hash(g.join(g.floor(head_x), row, 0.0))
    shade = g.mul(g.lerp(0.72, 1.0, joint), g.add(0.96, g.mul(tone, 0.06)))
    tinted = g.mix_colour(1.0, colour, g.join(shade, shade, shade), 'MULTIPLY')
    g.feed(bsdf.inputs['Base Color'], tinted)
    # The joint is a recess: a bump a few millimetres deep.
    bump = g.node('ShaderNodeBump', Strength=0.6, Distance=0.004, Height=joint)
    g.feed(bsdf.inputs['Normal'], bump.outputs['Normal'])


def city(material, lit, glassy, glow):
    """A storey every 3.2 m and a bay every 3 m; at dusk a share of the windows lit by a hash of the cell."""
    g, bsdf, colour, (px, py, pz, nz, along) = surface(material)
    cell_x = g.floor(g.div(along, 3.0))
    cell_y = g.floor(g.div(pz, 3.2))
    fx = g.fract(g.div(along, 3.0))
    fy = g.fract(g.div(pz, 3.2))
    wide = 0.04 if glassy else 0.2
    low = 0.06 if glassy else 0.28
    window = g.mul(g.mul(g.step(wide, fx), g.step(fx, 1.0 - wide)), g.mul(g.step(low, fy), g.step(fy, 0.86)))
    window = g.mul(window, g.mul(g.sub(1.0, g.step(0.7, g.absolute(nz))), g.step(3.5, pz)))
    cell = g.join(cell_x, cell_y, 0.0)
    glass_tone = g.add(0.02, g.mul(g.hash(cell), 0.04))
    dark = g.mix_colour(1.0, colour, (0.42, 0.42, 0.42, 1.0), 'MULTIPLY')
    dark = g.mix_colour(1.0, dark, g.join(glass_tone, g.add(glass_tone, 0.01), g.add(glass_tone, 0.02)), 'ADD')
    g.feed(bsdf.inputs['Base Color'], g.mix_colour(g.mul(window, 1.0 if glassy else 0.75), colour, dark))
    g.feed(bsdf.inputs['Roughness'], g.lerp(bsdf.inputs['Roughness'].default_value, 0.12, window))
    if lit > 0:
        # The same rooms lit in a block of 40 m, as the WebGL shader's hash of the cell and the block.
        block_cell = g.join(g.add(cell_x, g.mul(g.floor(g.div(px, 40.0)), 7.0)), g.add(cell_y, g.mul(g.floor(g.div(py, 40.0)), 7.0)), 2.0)
        on = g.mul(g.step(0.62, g.hash(block_cell)), lit)
        strength = g.mul(g.mul(window, on), g.add(0.6, g.mul(g.hash(g.join(cell_x, cell_y, 3.0)), 0.8)))
        g.feed(bsdf.inputs['Emission'], (1.0, 0.72, 0.42, 1.0))
        g.feed(bsdf.inputs['Emission Strength'], g.mul(strength, 2.0 * glow))


def glass(material, tint=(0.02, 0.025, 0.03)):
    bsdf = principled(material)
    bsdf.inputs['Base Color'].default_value = (*tint, 1.0)
    bsdf.inputs['Metallic'].default_value = 0.3
    bsdf.inputs['Specular'].default_value = 1.0
    bsdf.inputs['Roughness'].default_value = 0.03


def water(material):
    """
    A pool's water: what it shows is what it reflects (the ceiling, the windows, the lamps) over the dark of its depth,
    the surface stirred by a faint ripple (a noise in world space, a bump of a centimetre) that breaks the reflections.
    """
    g = Graph(material)
    bsdf = principled(material)
    base_colour_source(g, bsdf)
    bsdf.inputs['Base Color'].default_value = (0.035, 0.17, 0.18, 1.0)
    bsdf.inputs['Metallic'].default_value = 0.0
    bsdf.inputs['Specular'].default_value = 1.0
    bsdf.inputs['Roughness'].default_value = 0.02
    position, _ = g.geometry()
    ripple = g.node('ShaderNodeTexNoise', Vector=position, Scale=1.6, Detail=3.0, Roughness=0.5)
    bump = g.node('ShaderNodeBump', Strength=0.12, Distance=0.01, Height=ripple.outputs['Fac'])
    g.feed(bsdf.inputs['Normal'], bump.outputs['Normal'])


def glow_seen_only(material):
    """
    A glowing surface (a lit window, a lamp, a shop) is seen by the camera and in reflections, but not gathered by
    diffuse bounces: thousands of small lights found by chance are fireflies that two cores cannot average away.
    """
    bsdf = principled(material)
    strength = bsdf.inputs['Emission Strength']
    colour = bsdf.inputs['Emission']
    if not strength.is_linked and (strength.default_value == 0 or (not colour.is_linked and max(colour.default_value[:3]) == 0)):
        return
    g = Graph(material)
    source = strength.default_value
    if strength.is_linked:
        link = strength.links[0]
        source = link.from_socket
        g.links.remove(link)
    path = g.nodes.new('ShaderNodeLightPath')
    seen = g.math('MAXIMUM', path.outputs['Is Camera Ray'], path.outputs['Is Glossy Ray'])
    g.feed(strength, g.mul(source, seen))


def unlit(material, glow):
    """The importer's unlit (three's MeshBasicMaterial: the lit rooms behind windows) at the shot's glow."""
    for node in material.node_tree.nodes:
        if node.type == 'EMISSION':
            node.inputs['Strength'].default_value = glow


FIXES = {
    'glass': lambda m: glass(m),
    'glassDeep': lambda m: glass(m, (0.015, 0.02, 0.024)),
    'poolWater': water,
}


def fix_materials(bpy, glow):
    for material in bpy.data.materials:
        if material.use_nodes and any(node.type == 'EMISSION' for node in material.node_tree.nodes):
            unlit(material, glow)
        if not material.use_nodes or principled(material) is None:
            continue
        shader = material.get('shader')
        base = material.name.split('.')[0]
        if shader is not None and shader.get('kind') == 'stone':
            stone(material, float(shader['course']), float(shader['slab']))
        elif shader is not None and shader.get('kind') == 'city':
            city(material, float(shader['lit']), bool(shader['glassy']), glow)
        elif base in FIXES:
            FIXES[base](material)
        glow_seen_only(material)
