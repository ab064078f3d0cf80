"""Pydantic models for the shop's hot mutable state, without pydantic's lookup on every field write.

The shop's state stays pydantic (checkpoints, snapshots, ``model_validate`` of what comes from outside), but a
month writes its fields some 140,000 times (a role's clock, a batch's units, a thread's last price).
``HotModel.__setattr__`` puts a write to a declared field straight into the instance (``__dict__`` and
``__pydantic_fields_set__``), exactly as pydantic's own handler does when ``validate_assignment`` is off, which
it is on every model here; pydantic's ``__setattr__`` first looks that handler up and calls it (about 1.5x the
cost). Any other name takes pydantic's path, and its errors. Building objects stays pydantic's validator: for
these small models it is as fast as building them by hand (about 2 µs), so nothing is built unvalidated.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel

__all__ = ["HotModel"]


class HotModel(BaseModel):
    """A pydantic model with cheap field writes (see the module docstring)."""

    def __setattr__(self, name: str, value: Any) -> None:
        d = self.__dict__
        if name in d:  # a declared field (extra fields are forbidden, private attributes live elsewhere)
            d[name] = value
            self.__pydantic_fields_set__.add(name)
        else:
            BaseModel.__setattr__(self, name, value)
