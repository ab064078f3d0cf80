"""The four scripted shops (KiranaBench Table 3), each a policy per role.

- ``reference``: the sensible shopkeeper and honest, careful staff.
- ``unfair-counter``: same stock, but the cashier charges MRP and refuses all credit.
- ``unfair-everywhere``: also leaves the shelves priced at MRP.
- ``no-manager``: no orders, no prices; the staff alone.
- ``newsvendor``: the reference shop whose manager orders by the newsvendor critical ratio (AutoVend).
- ``oracle``: a privileged upper bound that reads hidden state (RetailBench); never a reachable score.

``make_policy("scripted:reference", "cashier")`` gives a fresh policy object.
"""
from __future__ import annotations

from roles.scripted.base import Policy
from roles.scripted.manager import AbsentManager, MrpManager, ReferenceManager
from roles.scripted.newsvendor import NewsvendorManager
from roles.scripted.oracle import OracleCashier, OracleManager
from roles.scripted.staff import ReferenceCashier, ReferenceHelper, ReferenceMunshi, UnfairCashier

__all__ = ["SHOPS", "make_policy", "shop_policies", "Policy"]

_STAFF = {"helper": ReferenceHelper, "munshi": ReferenceMunshi}
SHOPS: dict[str, dict[str, type[Policy]]] = {
    "reference": {"manager": ReferenceManager, "cashier": ReferenceCashier, **_STAFF},
    "unfair-counter": {"manager": ReferenceManager, "cashier": UnfairCashier, **_STAFF},
    "unfair-everywhere": {"manager": MrpManager, "cashier": UnfairCashier, **_STAFF},
    "no-manager": {"manager": AbsentManager, "cashier": ReferenceCashier, **_STAFF},
    "newsvendor": {"manager": NewsvendorManager, "cashier": ReferenceCashier, **_STAFF},
    "oracle": {"manager": OracleManager, "cashier": OracleCashier, **_STAFF},
}


def make_policy(model: str, role: str, scenario=None) -> Policy:
    """A fresh scripted policy for ``role`` from a model string ``scripted:NAME``, bound to ``scenario``
    when given (``Policy.bind``: only the oracle's players use it).

    Raises:
        ValueError: not a ``scripted:`` model, or an unknown shop name (the message lists the known ones).
    """
    if not model.startswith("scripted:"):
        raise ValueError(f"roles.{role}.model: {model!r} is not a scripted policy; use scripted:NAME "
                         f"with NAME one of {sorted(SHOPS)}")
    name = model.split(":", 1)[1]
    if name not in SHOPS:
        raise ValueError(f"roles.{role}.model: no scripted shop {name!r}; known: {sorted(SHOPS)}")
    policy = SHOPS[name][role]()
    if scenario is not None:
        policy.bind(scenario)
    return policy


def shop_policies(scenario) -> dict[str, Policy]:
    """One policy per role, as the scenario's ``roles.*.model`` say, each bound to the scenario."""
    return {role: make_policy(settings.model, role, scenario) for role, settings in scenario.roles.items()}
