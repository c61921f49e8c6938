"""A small vocabulary for writing Blender node graphs as expressions (materials, the sky, the compositor)."""
import bpy


class Graph:
    """
    Math on sockets and numbers inside one node tree (a material's, the world's, the compositor's: `owner.node_tree`);
    each call adds the node it needs. The compositor's math is its own node type (`math_node`).
    """

    def __init__(self, owner, math_node='ShaderNodeMath'):
        self.tree = owner.node_tree
        self.nodes = self.tree.nodes
        self.links = self.tree.links
        self.math_node = math_node

    def node(self, kind, **inputs):
        node = self.nodes.new(kind)
        for name, value in inputs.items():
            self.feed(node.inputs[name], value)
        return node

    def feed(self, socket, value):
        if isinstance(value, bpy.types.NodeSocket):
            self.links.new(value, socket)
        else:
            socket.default_value = value

    def math(self, operation, a, b=0.0, clamp=False):
        node = self.nodes.new(self.math_node)
        node.operation = operation
        node.use_clamp = clamp
        self.feed(node.inputs[0], a)
        self.feed(node.inputs[1], b)
        return node.outputs[0]

    def mix_colour(self, factor, a, b, blend='MIX'):
        node = self.nodes.new('ShaderNodeMixRGB')
        node.blend_type = blend
        self.feed(node.inputs['Fac'], factor)
        self.feed(node.inputs['Color1'], a)
        self.feed(node.inputs['Color2'], b)
        return node.outputs['Color']

    def split(self, vector):
        node = self.node('ShaderNodeSeparateXYZ', Vector=vector)
        return node.outputs['X'], node.outputs['Y'], node.outputs['Z']

    def join(self, x, y, z):
        node = self.node('ShaderNodeCombineXYZ', X=x, Y=y, Z=z)
        return node.outputs['Vector']

    def geometry(self):
        node = self.nodes.new('ShaderNodeNewGeometry')
        return node.outputs['Position'], node.outputs['Normal']

    def hash(self, vector):
        """A number in [0, 1) of a cell, the same for every point in it (Blender's white noise)."""
        node = self.nodes.new('ShaderNodeTexWhiteNoise')
        node.noise_dimensions = '3D'
        self.feed(node.inputs['Vector'], vector)
        return node.outputs['Value']

    # Shorthands
    def add(self, a, b): return self.math('ADD', a, b)
    def sub(self, a, b): return self.math('SUBTRACT', a, b)
    def mul(self, a, b): return self.math('MULTIPLY', a, b)
    def div(self, a, b): return self.math('DIVIDE', a, b)
    def fract(self, a): return self.math('FRACT', a)
    def floor(self, a): return self.math('FLOOR', a)
    def absolute(self, a): return self.math('ABSOLUTE', a)
    def step(self, edge, x): return self.math('GREATER_THAN', x, edge)  # 1 when x > edge, as GLSL's step(edge, x)
    def lerp(self, a, b, t): return self.add(a, self.mul(self.sub(b, a), t))

    def smoothstep(self, edge0, edge1, x):
        node = self.nodes.new('ShaderNodeMapRange')
        node.interpolation_type = 'SMOOTHSTEP'
        node.clamp = True
        if edge0 < edge1:
            self.feed(node.inputs['From Min'], edge0)
            self.feed(node.inputs['From Max'], edge1)
        else:
            # falling edge: 1 below edge1, 0 above edge0
            self.feed(node.inputs['From Min'], edge1)
            self.feed(node.inputs['From Max'], edge0)
            node.inputs['To Min'].default_value = 1.0
            node.inputs['To Max'].default_value = 0.0
            self.feed(node.inputs['Value'], x)
            return node.outputs['Result']
        self.feed(node.inputs['Value'], x)
        return node.outputs['Result']
