"""What every section of the scenario schema is built on: a strict, frozen pydantic model and the shared bounds.

``Section`` refuses unknown keys (a misspelt key is an error, not a silent
default), is frozen, and refuses ``.inf``/``.nan``. ``MAX_RUPEES`` is the most
money any field may name; ``ordered_pair`` checks a ``[low, high]`` range.
"""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from scenarios.error_words import word_pair

__all__ = ["Section", "MAX_RUPEES", "ordered_pair", "KINDS", "STAFF"]

#: The supplier kinds, in the order the schema's per-kind ranges list them.
KINDS = ("honest", "hard_bargainer", "fraudulent")
#: The staff roles paid a wage (the manager is the owner).
STAFF = ("cashier", "helper", "munshi")

#: The largest amount of money a scenario may name, in rupees (₹100 crore): a bigger one is a typo, and past about
#: 1e13 paise the money arithmetic would overflow (the new-user trial: 1e300 validated, then the run crashed).
MAX_RUPEES = 1e9


def ordered_pair(pair, name: str, unit: str = ""):
    """Return ``pair`` (low, high) unchanged; raise ValueError naming ``name`` if low is above high."""
    if pair[0] > pair[1]:  # "NAME: " is taken into the key path by scenarios.errors
        raise ValueError(f"{name}: {word_pair(pair, unit=unit)}")
    return pair


class Section(BaseModel):
    """A scenario section: unknown keys refused, frozen, no inf or nan."""
    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)  # (".inf" validated, then crashed)
