"""A scripted role ends its turn when its call is refused for spent minutes or a finished turn, or when its tool's
result reached it cut to fit the context budget — it never reads a refusal as data. A new-user trial's looping
model placed 144 orders in two days; the scripted helper's minutes ran out and its play crashed on
``data["shelf"]`` (KeyError), the munshi's on a payables list of 238 bills cut to fit (``data["bills"]``), and
``kirana run --resume`` crashed the same way every time."""
from agents.direct import play_turn
from agents.scripted_client import ScriptedPlayer
from roles.toolbox import ToolResult, turn_spent


class _Box:
    """A toolbox that refuses every call as the real one does when the role's minutes are spent."""

    def __init__(self):
        self.calls = []

    def call(self, role, name, args):
        self.calls.append(name)
        return ToolResult(ok=False, data={}, error="the helper's minutes are spent (720 of 720 used; "
                                                   "look_at_shelves needs 2); end the turn")


class _Reads:
    """A play that reads its first call's data, as the scripted helper's floor play does."""

    def play(self, turn):
        shelves = (yield "look_at_shelves", {}).data["shelf"]
        yield "move_to_shelf", {"item": next(iter(shelves)), "quantity": 1}


class _Turn:
    role = "helper"


def test_a_refusal_that_ends_the_turn_ends_the_play():
    box = _Box()
    assert play_turn(box, _Reads(), _Turn(), max_calls=40) == 1
    assert box.calls == ["look_at_shelves"]
    assert turn_spent(box.call("helper", "x", {}))
    assert not turn_spent(ToolResult(ok=False, data={}, error="quantity: must be positive"))
    assert not turn_spent(ToolResult(ok=True, data={"shelf": {}}))


def test_a_result_cut_to_fit_the_context_ends_the_scripted_turn():
    player = ScriptedPlayer("reference", "munshi")
    player._game = _Reads().play(_Turn())
    assert next(player._game) == ("look_at_shelves", {})
    cut = '{"ok": true, "minutes": 3, "data": {"today": 4, "bills": [{"bill_id": "B1"\n[... cut to fit the context budget]'
    assert player.next_call(True, cut, None) is None
    assert player._game is None
