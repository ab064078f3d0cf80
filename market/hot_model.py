"""Pydantic models for the shop's hot mutable state, without pydantic's lookup on every field write, and built
without validation where the shop itself supplies the values.

The shop's state stays pydantic (checkpoints, snapshots, ``model_validate`` of what comes from outside), but a
month writes its fields some 140,000 times (a role's clock, a batch's units, a thread's last price).
``HotModel.__setattr__`` puts a write to a declared field straight into the instance (``__dict__`` and
``__pydantic_fields_set__``), exactly as pydantic's own handler does when ``validate_assignment`` is off, which
it is on every model here; pydantic's ``__setattr__`` first looks that handler up and calls it (about 1.5x the
cost). Any other name takes pydantic's path, and its errors.

A month also builds some 50,000 small models (a register line, a cash-book entry, a batch taken, a basket line,
a bargaining decision) from values the shop has just worked out. ``trusted_builder(cls)`` gives a function that
builds such a model as ``model_construct`` does — the values kept as given, unvalidated — but from keyword
arguments straight into an instance (about 1 µs against pydantic's 3 µs; ``model_construct`` itself takes 5):
the same ``__dict__`` in declaration order, the same set fields, so the object compares, dumps and
checkpoints exactly as the validated one. Only for values of the exact declared types (``tests/test_hot_model.py``
holds the two together); anything from outside is still validated.

The most-read small records are not models at all but pydantic dataclasses (``hot_record``): every attribute
read of a model goes through pydantic's ``__getattr__`` hook, a dataclass's is a plain read.
"""
from __future__ import annotations

import copy
import dataclasses
from typing import Any, Callable

from pydantic import BaseModel, ConfigDict
from pydantic.dataclasses import dataclass
from pydantic.fields import FieldInfo

__all__ = ["HotModel", "hot_record", "frozen_record", "trusted_builder"]


class HotModel(BaseModel):
    """A pydantic model with cheap field writes (see the module docstring)."""

    def __setattr__(self, name: str, value: Any) -> None:
        d = self.__dict__
        if name in d:  # a declared field (extra fields are forbidden, private attributes live elsewhere)
            d[name] = value
            self.__pydantic_fields_set__.add(name)
        else:
            BaseModel.__setattr__(self, name, value)

    def assign(self, **values: Any) -> None:
        """Write several fields in one call, as that many attribute writes would (a name that is not a field
        takes pydantic's path, and its error)."""
        d = self.__dict__
        if values.keys() <= d.keys():
            d.update(values)
            self.__pydantic_fields_set__.update(values)
        else:
            for name, value in values.items():
                setattr(self, name, value)


#: A class decorator for the month's most-read small records (a batch of stock, a register line, a cash-book entry,
#: a role's day, a basket line, a counter visit, the scripted manager's haggle: some 900,000 field reads a month,
#: about 5 % of the month's instructions through the hook below): a pydantic dataclass, validated when built from
#: outside values (unknown fields refused) and dumped alike inside the state (checkpoints byte-identical), but
#: read and written as plain attributes. A ``BaseModel``'s every attribute read goes through pydantic's
#: ``__getattr__`` hook, which keeps Python 3.11 from specialising it: about 4x a plain read.
hot_record = dataclass(config=ConfigDict(extra="forbid"), kw_only=True)
#: ``hot_record`` for records never changed once built (a supplier, its terms): writes raise, as a frozen model's.
frozen_record = dataclass(config=ConfigDict(extra="forbid"), kw_only=True, frozen=True)

_UNSET = object()  # a defaulted field not given to a builder


def trusted_builder(cls: type[BaseModel]) -> Callable[..., Any]:
    """A function ``build(**fields)`` making a ``cls`` from trusted values without validating them (see the module
    docstring): keyword arguments only, required fields required, defaults filled (a mutable default copied, as
    pydantic does) and left out of the set fields, as pydantic leaves them. A pydantic dataclass (``hot_record``)
    is built the same way: its fields in its instance dict, in declaration order.

    Raises:
        TypeError: ``cls`` has private attributes, allows extra fields or has a field whose name is not an
            identifier (none of which a builder reproduces).
    """
    if dataclasses.is_dataclass(cls):
        return _record_builder(cls)
    if cls.__private_attributes__ or cls.model_config.get("extra") == "allow":
        raise TypeError(f"{cls.__name__}: a trusted builder needs a model without private attributes or extras")
    env: dict[str, Any] = {"_new": object.__new__, "_set": object.__setattr__, "_cls": cls, "_UNSET": _UNSET,
                           "_copy": copy.deepcopy}
    params, body, required = [], [], []
    for name, field in cls.model_fields.items():
        if not name.isidentifier() or name.startswith("_"):
            raise TypeError(f"{cls.__name__}: field {name!r} cannot be a builder's argument")
        if field.is_required():
            params.append(name)
            required.append(name)
            continue
        params.append(f"{name}=_UNSET")
        env[f"_d_{name}"] = field.default
        env[f"_f_{name}"] = field.default_factory
        fill = (f"_f_{name}()" if field.default_factory is not None else
                f"_d_{name}" if isinstance(field.default, (str, int, float, bool, type(None), tuple, frozenset))
                else f"_copy(_d_{name})")
        body.append(f"    if {name} is _UNSET:\n        {name} = {fill}\n    else:\n        fs.add({name!r})")
    fields = ", ".join(f"{n!r}: {n}" for n in cls.model_fields)
    src = (f"def build(*, {', '.join(params)}):\n"
           f"    fs = {{{', '.join(repr(n) for n in required)}}}\n" if required else
           f"def build(*, {', '.join(params)}):\n    fs = set()\n")
    src += "\n".join(body) + ("\n" if body else "")
    src += (f"    o = _new(_cls)\n    _set(o, '__dict__', {{{fields}}})\n    _set(o, '__pydantic_fields_set__', fs)\n"
            f"    _set(o, '__pydantic_extra__', None)\n    _set(o, '__pydantic_private__', None)\n    return o\n")
    exec(src, env)  # noqa: S102  (our own code, from the model's fields)
    build = env["build"]
    build.__doc__ = f"A {cls.__name__} from trusted values, unvalidated (``market.hot_model.trusted_builder``)."
    return build


def _record_builder(cls: type) -> Callable[..., Any]:
    """``trusted_builder`` of a pydantic dataclass: its fields in its instance dict, in declaration order, a default
    filled as pydantic fills it (a factory called, a mutable default copied).

    Session 39: each field is set as an attribute of the new instance (a frozen one's dict is still set whole), so
    Python 3.11 keeps the values in the instance itself instead of a dict put in its place with
    ``object.__setattr__``: cheaper to build and to free, and its attributes read by the interpreter's fastest path
    (callgrind of the written reference month: -2.3 % of its instructions). The same values in the same order:
    ``__dict__``, comparisons and dumps are as before (``tests/test_hot_model.py``). Storing into ``o.__dict__``
    instead made the month 1.35 % dearer (the dict it makes is a split table; reverted)."""
    env: dict[str, Any] = {"_new": object.__new__, "_set": object.__setattr__, "_cls": cls, "_UNSET": _UNSET,
                           "_copy": copy.deepcopy}
    params, body, names = [], [], []
    for f in dataclasses.fields(cls):
        name = f.name
        if not name.isidentifier() or name.startswith("_"):
            raise TypeError(f"{cls.__name__}: field {name!r} cannot be a builder's argument")
        names.append(name)
        default, factory = f.default, f.default_factory
        if isinstance(default, FieldInfo):  # ``= Field(...)``: its default, its factory, or required
            info = default
            default = dataclasses.MISSING if info.default_factory is not None or info.is_required() else info.default
            factory = dataclasses.MISSING if info.default_factory is None else info.default_factory
        if default is dataclasses.MISSING and factory is dataclasses.MISSING:
            params.append(name)
            continue
        params.append(f"{name}=_UNSET")
        env[f"_d_{name}"], env[f"_f_{name}"] = default, factory
        fill = (f"_f_{name}()" if factory is not dataclasses.MISSING else
                f"_d_{name}" if isinstance(default, (str, int, float, bool, type(None), tuple, frozenset))
                else f"_copy(_d_{name})")
        body.append(f"    if {name} is _UNSET:\n        {name} = {fill}\n")
    if cls.__setattr__ is object.__setattr__:  # each field set as an attribute: kept in the instance itself
        stores = "".join(f"    _o.{n} = {n}\n" for n in names)  # (session 39), in declaration order
    else:  # frozen: its ``__setattr__`` raises
        stores = f"    _set(_o, '__dict__', {{{', '.join(f'{n!r}: {n}' for n in names)}}})\n"
    src = f"def build(*, {', '.join(params)}):\n" + "".join(body) + f"    _o = _new(_cls)\n{stores}    return _o\n"
    exec(src, env)  # noqa: S102  (our own code, from the dataclass's fields)
    build = env["build"]
    build.__doc__ = f"A {cls.__name__} from trusted values, unvalidated (``market.hot_model.trusted_builder``)."
    return build
