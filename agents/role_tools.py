"""The role tools as AutoGen tools: the same functions, through the same gate.

Each ``RoleTool`` shows the model the tool's JSON schema (from its typed
signature) and docstring, and on a call passes the raw arguments straight to
``ToolBox.call`` — so argument errors are judged, recorded and answered by the
one gate, exactly as for a scripted player calling directly. A call the role's
guarded model client already recorded as invalid (``agents.guard``) arrives
with a marker instead of its arguments: it is recorded here (one
``invalid_action``, in the answer's order) and answered with the reason
without reaching the gate. The role's tools share one
``agents.loops.LoopWatch``: the fifth identical call in a row in a turn is not
run, and the turn is forfeited as a loop (``turn_looped``). A refused call counts
in the row too, under the name and arguments the model sent (the same unknown
tool, or the same text that is not JSON, five times in a row is a loop). Tools are async
with no awaits inside, so several calls in one model response run one after
another in the order given (AutoGen gathers them), never in a thread pool.
"""
from __future__ import annotations

import json
import re
from typing import Any, Mapping

from autogen_core import CancellationToken
from autogen_core.tools import BaseTool, ToolSchema
from pydantic import BaseModel

from agents.context_folds import CUT_KEY
from agents.safe_answer import REFUSED_KEY
from agents.loops import LoopWatch, loop_answer, loop_reason
from agents.result_format import render
from roles.registry import REGISTRY
from roles.tool_spec import ToolResult
from roles.toolbox import ToolBox

__all__ = ["RoleTool", "role_tools", "result_text", "result_from_text", "model_description"]

# ``json.dumps(value, ensure_ascii=False)``, the same text, without building an encoder on each call
_JSON = json.JSONEncoder(ensure_ascii=False).encode


class _AnyArgs(BaseModel):
    model_config = {"extra": "allow"}


class _Text(BaseModel):
    text: str


# The newest texts ``result_text`` wrote, each with the ToolResult ``result_from_text`` reads back from it. A
# scripted player behind a model client reads the newest tool result of its conversation — that very text, unless
# the context folded or cut it — so reading it back needs no parse. The newest ``_READ_BACK_MAX``, by text.
_READ_BACK: dict[str, ToolResult] = {}
_READ_BACK_MAX = 64


def result_text(result: ToolResult, form: str = "text") -> str:
    """A tool result as the text a model reads: a successful call's data as compact text (``ok (5 minutes)``,
    then its fields, lists as tables: ``agents.result_format.render``), or with ``form`` "json" as the JSON
    ``{"ok": true, "minutes": 5, "data": {...}}`` (a role's ``results: json``); a refused one as JSON
    ``{"ok": false, "error": "..."}``."""
    if result.ok:
        text = render(result.data or {}, int(result.minutes)) if form == "text" else \
            _JSON({"ok": True, "minutes": result.minutes, "data": result.data})
        back = ToolResult(ok=True, data=result.data or {}, error="", minutes=int(result.minutes))
    else:
        text = _JSON({"ok": False, "error": result.error})
        back = ToolResult(ok=False, data={}, error=result.error, minutes=0)
    _READ_BACK.pop(text, None)  # written again: now the newest
    if len(_READ_BACK) >= _READ_BACK_MAX:
        del _READ_BACK[next(iter(_READ_BACK))]  # the oldest goes: the newest 64 always read back
    _READ_BACK[text] = back
    return text


def result_from_text(text: str) -> ToolResult:
    """Back from ``result_text`` (used by scripted players that sit behind a model client).

    A text ``result_text`` wrote lately is read back without parsing it: the data being the gate's own, as a
    scripted player calling the gate directly gets it (``agents.direct``). Any other text is parsed if it is
    the JSON of a result (a refusal, or a result in the JSON form results had until session 43); anything else
    (a folded or cut result, a text from a model server) is an error whose text is the text."""
    known = _READ_BACK.get(text)
    if known is not None:
        return known
    try:
        body = json.loads(text)
    except json.JSONDecodeError:
        return ToolResult(ok=False, data={}, error=text)
    if not isinstance(body, dict) or "ok" not in body or CUT_KEY in body:  # a result cut to fit is not the data
        return ToolResult(ok=False, data={}, error=text)
    return ToolResult(ok=bool(body["ok"]), data=body.get("data") or {}, error=body.get("error", ""),
                      minutes=int(body.get("minutes", 0)))


_RST_NAME = re.compile(r"(?<!`)``([^`]+)``(?!`)")  # a docstring's ``name``, said `name` (2 tokens less each)
_SECTIONS = {"Args:": "Args: ", "Raises:": "Refused: ", "Returns:": None}  # a docstring's sections, as the model reads


def model_description(doc: str) -> str:
    """A tool's docstring as the description a model reads: one paragraph, its lines joined; the ``Args:`` section
    kept, ``Raises:`` said as ``Refused:`` (without ``ToolError:``), and the ``Returns:`` section left out — a
    result's text names its own fields and tables (``agents.result_format``); a reST ``name`` is said `name`. With
    an empty ``required`` list left out (``RoleTool``), the manager's nine schemas went 1,417 → 1,094 tokens a call
    (offline count; its ``send_message`` docstring shortened too), the cashier's 1,228 → 1,026, the helper's 1,290
    → 1,081, the munshi's 1,303 → 1,118; session 45's schemas without boilerplate and descriptions saying each
    thing once took them to 942, 908, 979 and 980."""
    parts: list[tuple[str | None, list[str]]] = [(None, [])]
    for line in doc.strip().splitlines():
        if line.strip() in _SECTIONS and not line.startswith(" "):
            parts.append((line.strip(), []))
        else:
            parts[-1][1].append(line.strip())
    out = []
    for head, lines in parts:
        text = _RST_NAME.sub(r"`\1`", " ".join(" ".join(lines).split()).replace("ToolError: ", ""))
        if text and (head is None or _SECTIONS[head] is not None):
            out.append((_SECTIONS[head] if head else "") + text)
    return " ".join(out)


def _untitled(prop: Any) -> Any:
    """An argument's schema without pydantic's generated ``title`` ("Price Inr" for price_inr): the
    argument's name already says it, and the title would cost tokens on every call. An optional argument's
    ``{"anyOf": [{"type": "number"}, {"type": "null"}]}`` is said as ``{"type": ["number", "null"]}`` (the same
    values, in JSON Schema's own short form: 25 → 13 tokens by the offline count)."""
    if not isinstance(prop, dict):
        return prop
    out = {k: v for k, v in prop.items() if k != "title"}
    alts = out.get("anyOf")
    if isinstance(alts, list) and len(alts) == 2 and {"type": "null"} in alts:
        other = alts[0] if alts[1] == {"type": "null"} else alts[1]
        if isinstance(other, dict) and isinstance(other.get("type"), str) and "anyOf" not in other:
            del out["anyOf"]
            out = {"type": [other["type"], "null"], **{k: v for k, v in other.items() if k != "type"}, **out}
    return out


class RoleTool(BaseTool[_AnyArgs, _Text]):
    """One of a role's tools, bound to a ToolBox."""

    def __init__(self, box: ToolBox, role: str, name: str, refused: dict[str, tuple[str, str, Any, str]] | None = None,
                 watch: LoopWatch | None = None, form: str = "text") -> None:
        spec = (box.registry if box is not None else REGISTRY)[role][name]
        super().__init__(_AnyArgs, _Text, name, model_description(spec.description))
        self._box, self._role, self._form = box, role, form  # form: the role's ``results`` (text or json)
        self._refused = refused if refused is not None else {}
        self._watch = watch if watch is not None else LoopWatch()
        params = spec.args_model.model_json_schema()
        props = {k: _untitled(v) for k, v in params.get("properties", {}).items()}
        # no ``"additionalProperties": false``: the properties name every argument, and the gate refuses any other
        # with its name ("check_books takes no arguments"); it was 10 tokens of each schema on every call
        self._params = {"type": "object", "properties": props}
        if params.get("required"):  # none required: no empty list on every call
            self._params["required"] = params["required"]
        if "$defs" in params:
            self._params["$defs"] = params["$defs"]
        self._schema = ToolSchema(name=self.name, description=self.description, parameters=self._params)

    @property
    def watch(self) -> LoopWatch:
        """The role's ``agents.loops.LoopWatch``, shared by all its tools (checkpointed inside a turn)."""
        return self._watch

    @property
    def schema(self) -> ToolSchema:
        """The tool's schema, built once (AutoGen asks for every tool's schema on every model call)."""
        return self._schema

    async def run(self, args: _AnyArgs, cancellation_token: CancellationToken) -> _Text:  # pragma: no cover
        raise NotImplementedError("RoleTool runs through run_json")

    async def run_json(self, args: Mapping[str, Any], cancellation_token: CancellationToken,
                       call_id: str | None = None) -> Any:
        """Call the tool through the gate with the model's raw arguments; returns the result text."""
        if isinstance(args, Mapping) and len(args) == 1 and REFUSED_KEY in args:
            known = self._refused.pop(str(args[REFUSED_KEY]), None)
            if known is not None:  # refused by the model client: a loop, else recorded here, in the answer's order
                reason, tool, sent, raw = known
                looped = self._looped(sent, tool)
                if looped is not None:
                    return looped
                self._box.refuse(self._role, tool, raw, reason)
                return result_text(ToolResult(ok=False, data={}, error=reason), self._form)
        looped = self._looped(args)
        if looped is not None:
            return looped
        if not isinstance(args, Mapping):  # the gate refuses and records it
            return result_text(self._box.call(self._role, self.name, args), self._form)
        return result_text(self._box.call(self._role, self.name, dict(args)), self._form)

    def _looped(self, args: Any, tool: str | None = None) -> str | None:
        """The answer to a call that makes a loop (``agents.loops``), recorded and forfeiting the turn; None for
        any other call (it goes to the gate, or is recorded and answered as refused). ``tool``: the name the model
        called (a refused call's, this tool's by default)."""
        shop = self._box.shop
        turn = shop.turn
        mine = turn if turn is not None and turn.role == self._role and not turn.over else None
        tool = self.name if tool is None else tool
        repeats = self._watch.looped(mine, tool, args)
        if not repeats:
            return None
        mine.calls += 1  # a call of the turn, as the gate counts every call, refused ones included
        shop.emit("turn_looped", role=self._role, turn=mine.kind, tool=tool, args=self._watch.shown_args(),
                  repeats=repeats)
        self._box.forfeit(mine, loop_reason(tool, repeats))
        return result_text(ToolResult(ok=False, data={}, error=loop_answer(tool, repeats)), self._form)

    def return_value_as_string(self, value: Any) -> str:
        return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def role_tools(box: ToolBox | None, role: str, refused: dict[str, str] | None = None,
               form: str = "text") -> list[RoleTool]:
    """Every tool of ``role`` (all its turns; the gate refuses those not offered in the current turn).

    ``box``: the ToolBox the tools call through, its ``registry`` listing them; None gives the tools of
    ``roles.registry.REGISTRY`` for their names and schemas only (calling one then fails).
    ``refused``: the role's model client's markers of calls it already recorded (``RoleModelClient.refused``).
    ``form``: how results reach the model, the role's ``results`` setting: "text" (``agents.result_format``) or
    "json".
    """
    registry = box.registry if box is not None else REGISTRY  # no box: the tools' schemas only
    watch = LoopWatch()  # one per role: identical calls in a row, whichever of its tools
    return [RoleTool(box, role, name, refused, watch, form) for name in registry[role]]
