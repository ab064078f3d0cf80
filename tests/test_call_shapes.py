"""The JSON shapes of a tool call written as text: the desk's lists (lang.call_shapes) and the agents' (agents.text_calls)
are one list kept twice, since agents may not import lang."""
from agents import text_calls
from lang import call_shapes
from lang.sent_message import message_sent


def test_the_agents_and_the_desk_know_the_same_call_shapes():
    assert text_calls._NAME_KEYS == call_shapes.CALL_NAME_KEYS
    assert text_calls._ARG_KEYS == call_shapes.CALL_ARG_KEYS
    assert text_calls._NESTED_KEYS == call_shapes.CALL_NESTED_KEYS


def test_a_fenced_send_message_call_with_tool_input_is_the_mail_and_the_agents_see_the_call():
    text = '```json\n{"tool_name": "send_message", "tool_input": {"to": "S1", "body": "Send 20 kg rice."}}\n```'
    assert text_calls.json_call(text, {"send_message"}) == ("send_message", {"to": "S1", "body": "Send 20 kg rice."})
    assert "Send 20 kg rice." in message_sent(text).text
