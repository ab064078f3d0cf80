"""What the guarded model clients (``agents.guard``) may do to the run: record, forfeit, note, evict.

One ``ShopHooks`` per run joins the clients to the shop, its tool gate, the
roles' contexts and the notes waiting for each role's next brief. Every event
a model's failure causes goes through here, so each is written once.
"""
from __future__ import annotations

from agents.call_log import wall_utc

__all__ = ["ShopHooks", "CUT_OFF_NOTE"]

#: told at the top of a role's next brief after its answer was cut off at the server's token limit (a model had not
#: been told, and a reasoning model spent every turn of a day so: a new user's trial, session 51)
CUT_OFF_NOTE = ("Your last answer was cut off at the model server's token limit (finish_reason \"length\") before "
                "it called a tool, so that turn ended with nothing done. Think briefly and call a tool.")


class ShopHooks:
    """The run's shop, gate and contexts, as the guarded clients see them.

    Args:
        shop: the ``engine.shop.Shop``; box: its ``roles.toolbox.ToolBox``;
        contexts: role → ``agents.context.RoleContext``.
    """

    def __init__(self, shop, box, contexts: dict) -> None:
        self.shop, self.box, self.contexts = shop, box, contexts
        self.notes: dict[str, list[str]] = {}
        #: the roles whose last answer was text the server cut off at its token limit (``finish_reason: "length"``):
        #: the ``turn_end`` that answer closes says ``cut_off`` (``agents.team``)
        self.cut_off: set[str] = set()
        #: the model servers (base URLs) that answered in this run, so far: only such a server is waited out when it
        #: goes down (``agents.guard``; one that never answered is a wrong URL or a server not started)
        self.servers_answered: set[str] = set()

    def _turn(self, role: str):
        turn = self.shop.turn
        return turn if turn is not None and turn.role == role else None

    def tools_now(self, role: str, tools: list) -> list:
        """The ``tools`` (AutoGen ``Tool`` objects or schema dicts) the role's open turn offers, in their order: a
        request carries only those (a cashier's counter turn had been sent all seven schemas and two were refused
        when called: a new user's trial counted 110 of 194 invalid actions so). Outside its turn, all of them."""
        turn = self._turn(role)
        if turn is None or not tools:
            return tools
        offered = {spec.name for spec in self.box.offered(role, turn.kind)}
        return [t for t in tools if (t.get("name") if isinstance(t, dict) else getattr(t, "name", None)) in offered]

    def place(self, role: str) -> tuple[int, int | None, int]:
        """Where the role is in the month: (day, its open turn's start in absolute simulated minutes or None when it
        has none, the tool calls made in that turn so far, refused ones included; 0 without a turn). The guard names
        its markers of refused calls from it (``agents.safe_answer``): what it sends back is the same on every run."""
        turn = self._turn(role)
        if turn is None:
            return self.shop.state.day, None, 0
        return turn.day, turn.minute, turn.calls

    def turn_over(self, role: str) -> bool:
        """Whether the role's open turn has ended (a turn-ending call or a forfeit)."""
        turn = self._turn(role)
        return turn is not None and turn.over

    def bad_call(self, role: str, tool: str, raw: str, reason: str) -> None:
        """Record a call that cannot reach the gate: one ``invalid_action``, counted in the turn."""
        self.box.refuse(role, tool, raw, reason)

    def model_error(self, role: str, failure, attempts: int, policy: str, url: str, rate_limit_waits: int = 0,
                    failures_in_row: int = 0) -> None:
        """Record a model request that failed after its retries: one ``model_error`` event (``rate_limit_waits``,
        the Retry-After waits it made besides its ``attempts``, and ``failures_in_row``, the failures in a row that
        stopped a ``skip_turn`` role, each only when there were any)."""
        waits = {"rate_limit_waits": rate_limit_waits} if rate_limit_waits else {}
        in_row = {"failures_in_row": failures_in_row} if failures_in_row else {}
        self.shop.emit("model_error", role=role, status=failure.status, error=failure.kind,
                       message=str(failure.message)[:2000], attempts=attempts, **waits, policy=policy, **in_row,
                       url=url,
                       turn=self.shop.turn.kind if self._turn(role) else None, at_utc=wall_utc())

    def reasoning(self, role: str, source: str, text: str) -> None:
        """Record the reasoning of one model answer: one ``model_reasoning`` event (``agents.reasoning``)."""
        from agents.reasoning import shown_reasoning
        self.shop.emit("model_reasoning", role=role, turn=self.shop.turn.kind if self._turn(role) else None,
                       source=source, text=shown_reasoning(text), chars=len(text))

    def retried(self, role: str, failure, attempt: int, wait_s: float, why: str) -> None:
        """Record a failed model request that is tried again: one ``model_retried`` event (``why``: backoff,
        retry_after or context_evicted)."""
        self.shop.emit("model_retried", role=role, turn=self.shop.turn.kind if self._turn(role) else None,
                       status=failure.status, error=failure.kind, message=str(failure.message)[:300],
                       attempt=attempt, wait_s=round(wait_s, 3), why=why, at_utc=wall_utc())

    def forfeit(self, role: str, reason: str) -> None:
        """Forfeit the role's open turn (a ``turn_forfeited`` event)."""
        turn = self._turn(role)
        if turn is not None:
            self.box.forfeit(turn, reason)

    def answered(self, role: str, cut_off: bool) -> None:
        """A served role's answer came back; ``cut_off``: it is text (no tool call) the server cut off at its token
        limit (``finish_reason: "length"``; an empty answer so cut had been recorded as a turn ended in words with
        nothing saying why: a new user's trial, session 51)."""
        if cut_off:
            self.cut_off.add(role)
            self.note(role, CUT_OFF_NOTE)
        else:
            self.cut_off.discard(role)

    def note(self, role: str, text: str) -> None:
        """Something the role is told at the top of its next brief (once)."""
        notes = self.notes.setdefault(role, [])
        if text not in notes:
            notes.append(text)

    def take_notes(self, role: str) -> list[str]:
        """The notes waiting for the role's next brief (and forget them)."""
        return self.notes.pop(role, [])

    def context(self, role: str):
        """The role's ``RoleContext``."""
        return self.contexts[role]
