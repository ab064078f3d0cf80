"""What a tool is: the ``@tool`` decorator and the ``ToolSpec`` it attaches, what a call returns (``ToolResult``)
or raises (``ToolError``), and the item an argument names (``resolve_item``).

Tools are thin typed functions over the shop, described next to their definition with ``@tool(role, turns,
minutes)``, which attaches a ``ToolSpec`` to the function as ``func.tool_spec`` and changes nothing else;
``roles.registry.REGISTRY`` is built explicitly from those functions, and the gate (``roles.toolbox.ToolBox``) is
the only way one runs. A tool raises ``ToolError`` for bad input, naming the argument; the gate records it as an
``invalid_action`` and the call changes nothing. Split from ``roles.toolbox`` (session 49).
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, get_args

from pydantic import BaseModel, ConfigDict, create_model

from roles.tool_args import plain_args, short

if TYPE_CHECKING:
    from engine.shop import Shop

__all__ = ["ToolError", "ToolSpec", "ToolResult", "tool", "resolve_item", "turn_spent", "NAMED_CHARS"]

#: The most of a value an error quotes when it names no item, id or recipient (then its length: ``short``).
NAMED_CHARS = 80


class ToolError(ValueError):
    """Bad input to a tool: ``argument`` names the offending argument (or "" for the call as a whole)."""

    def __init__(self, argument: str, message: str) -> None:
        super().__init__(f"{argument}: {message}" if argument else message)
        self.argument = argument


@dataclass(frozen=True)
class ToolSpec:
    """A registered tool: its role, the turns it is offered in, its minute cost, its function."""
    name: str
    role: str
    turns: tuple[str, ...]
    minutes: int | Callable[[dict], int]
    func: Callable[..., dict]
    args_model: Any
    record_result: bool
    flat_args: bool = False  # no argument holds a model: the validated arguments' fields are their model_dump()
    plain_args: Callable[[dict], dict | None] | None = None  # roles.tool_args: the usual call checked without pydantic
    # the most characters each free-text argument is taken or kept at (("text", 500),): ``roles.text_limits``
    texts: tuple[tuple[str, int], ...] = ()

    def cost(self, args: dict) -> int:
        """Simulated minutes this call costs the role."""
        return self.minutes(args) if callable(self.minutes) else self.minutes

    @property
    def description(self) -> str:
        """The docstring, which is also the description a model sees."""
        return inspect.getdoc(self.func) or ""


@dataclass(frozen=True)
class ToolResult:
    """What a call returned: ``ok`` with ``data``, or not ok with ``error``; minutes charged."""
    ok: bool
    data: dict
    error: str = ""
    minutes: int = 0


def turn_spent(result: "ToolResult") -> bool:
    """A call refused because the role's minutes are spent or its turn is over (the refusal ends "end the turn"):
    a scripted play stops there instead of reading the refusal as data (a looping model's 144 orders had left the
    helper no minutes, and its play crashed on ``data["shelf"]``)."""
    return not result.ok and result.error.endswith("end the turn")


def tool(role: str, turns: tuple[str, ...], minutes: int | Callable[[dict], int], *,
         name: str | None = None, record_result: bool = True, texts: dict[str, int] | None = None) -> Callable:
    """Mark ``func(shop, **args) -> dict`` as a tool of ``role`` offered in ``turns``.

    The decorator only attaches the ``ToolSpec`` as ``func.tool_spec`` and returns ``func``;
    nothing is registered anywhere (``roles.registry`` lists the tools each role is offered).
    ``name`` is the tool's name as the role sees it (default: the function's name),
    so two roles can each have, say, a ``read_cash_book``. ``texts``: the most characters the tool takes or keeps
    of each free-text argument (``{"text": 500}``; ``roles.text_limits``: a refused call's longer text is recorded
    cut, and a role's context folds it). Raises ``ValueError`` when ``texts`` names no argument of ``func``.
    """
    def register(func: Callable[..., dict]) -> Callable[..., dict]:
        params = list(inspect.signature(func).parameters.values())[1:]
        fields = {p.name: (p.annotation, ... if p.default is inspect.Parameter.empty else p.default) for p in params}
        config = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False)  # True is not 1; NaN is not a price
        model = create_model(f"{func.__name__}_args", __config__=config, **fields)
        tool_name = name or func.__name__
        flat = not any(_holds_model(f.annotation) for f in model.model_fields.values())
        unknown = set(texts or {}) - set(fields)
        if unknown:
            raise ValueError(f"{tool_name}: texts names no argument of it: {', '.join(sorted(unknown))}")
        func.tool_spec = ToolSpec(tool_name, role, turns, minutes, func, model, record_result, flat, plain_args(model),
                                  tuple((texts or {}).items()))
        return func
    return register


def _holds_model(annotation: Any) -> bool:
    """Whether a pydantic model can sit anywhere inside a value of ``annotation``."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return True
    return any(_holds_model(arg) for arg in get_args(annotation))


def resolve_item(shop: Shop, item: str, argument: str = "item") -> str:
    """The sku for a sku or item name, or a ToolError naming the argument and close matches."""
    try:
        return shop.catalogue.by_sku(item).sku if item in shop.skus else shop.catalogue.by_name(item).sku
    except KeyError:
        import difflib
        names = shop.skus + [shop.catalogue.by_sku(s).item for s in shop.skus]
        close = difflib.get_close_matches(str(item), names, n=3, cutoff=0.5)
        raise ToolError(argument, f"no item {short(item, NAMED_CHARS)} in this shop" +
                        (f"; did you mean {', '.join(close)}?" if close else "; check_books lists the items")) from None

