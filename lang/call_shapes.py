"""The JSON shapes chat models write a tool call in, when they write it as text instead of calling the tool.

Read by the desk's reading of a sent message (``lang.sent_message``: a fenced ``send_message`` call's body is the
e-mail); ``agents.text_calls`` (an answer that wrote a call as text: recorded as an invalid action and the model told)
keeps the same lists, since agents may not import lang (tests/test_layers.py), and tests/test_call_shapes.py keeps
the two equal. Seen in the wild: OpenAI's (``{"name", "arguments"}``, ``{"function": {…}}``,
``{"tool_calls": […]}``), LangChain's (``{"action", "action_input"}``) and others (``{"tool", "args"}``,
``{"tool_name", "tool_input"}``). Until session 55 each module kept its own lists, and the desk's lacked
``tool_input``.
"""

from __future__ import annotations

#: Keys naming the tool, in the order looked at (the first naming a known tool wins).
CALL_NAME_KEYS: tuple[str, ...] = ("name", "action", "tool", "tool_name", "function", "function_name")
#: Keys holding the call's arguments (an object, or JSON text of one), in the order looked at.
CALL_ARG_KEYS: tuple[str, ...] = ("arguments", "parameters", "action_input", "tool_input", "args", "input", "params")
#: Keys under which a call's object is nested (``{"function": {…}}``, ``{"tool_calls": [{…}]}``).
CALL_NESTED_KEYS: tuple[str, ...] = ("function", "function_call", "tool_call", "tool_calls")
