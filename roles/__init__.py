"""The four staff roles: their tools (one module per role), the tool gate, and scripted players.

``roles.toolbox.ToolBox`` is the only way a tool runs; ``roles.scripted``
holds the scripted shops that play every role without a model.
"""
