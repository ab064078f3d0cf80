"""The market's Protocols (``market.shop_api``) describe what the engine, kernel and lang really hand it.

The market may not import the engine, the kernel or lang (tests/test_layers.py), so it names the running shop
(``ShopApi``) and what the shop holds from above — a turn, a supplier, an order, the kernel's memory, the
renderer, a phrasing chooser — by small Protocols. Nothing checks Protocols at run time, so this test does:
every member each Protocol names exists on the class that stands behind it, methods with the same parameters,
and ``ShopApi`` types none of its members as ``Any``.
"""
from __future__ import annotations

import inspect
import typing

import pytest

from engine.shop import Shop
from engine.turn import Turn
from lang.model_renderer import ModelRenderer
from lang.render import PhrasingChoice, TemplateRenderer
from market import shop_api
from negotiation_kernel.desk import DeskShop
from negotiation_kernel.suppliers import Supplier
from negotiation_kernel.trade import KernelState, Order
from scenarios import load_scenario

BEHIND = [(shop_api.TurnView, Turn), (shop_api.SupplierView, Supplier), (shop_api.OrderView, Order),
          (shop_api.KernelView, KernelState), (shop_api.PhraseChooser, PhrasingChoice),
          (shop_api.RendererView, TemplateRenderer), (shop_api.RendererView, ModelRenderer),
          (shop_api.ShopApi, Shop), (DeskShop, Shop)]


def _members(protocol) -> dict[str, object]:
    """The protocol's own members (attributes, properties, methods) and their objects (None for attributes)."""
    out = {}
    for klass in protocol.__mro__:
        if klass in (typing.Protocol, typing.Generic, object):
            continue
        out.update({name: None for name in klass.__dict__.get("__annotations__", {})})
        out.update({name: value for name, value in klass.__dict__.items()
                    if not name.startswith("_") and (callable(value) or isinstance(value, property))})
    return out


@pytest.fixture(scope="module")
def shop() -> Shop:
    return Shop(load_scenario(days=1))


@pytest.mark.parametrize("protocol, concrete", BEHIND, ids=lambda x: x.__name__)
def test_every_member_of_the_protocol_is_on_the_class_behind_it(protocol, concrete, shop):
    found = set(getattr(concrete, "model_fields", None) or getattr(concrete, "__dataclass_fields__", {})) | set(dir(concrete))
    if concrete is Shop:
        found |= set(vars(shop))
    members = _members(protocol)
    assert members and not set(members) - found, sorted(set(members) - found)
    for name, value in members.items():
        if callable(value) and not isinstance(value, property):
            want = list(inspect.signature(value).parameters)
            assert list(inspect.signature(getattr(concrete, name)).parameters)[:len(want)] == want, name


def test_the_running_shop_is_a_shop_api_and_types_nothing_as_any(shop):
    assert isinstance(shop, shop_api.ShopApi)
    hints = typing.get_type_hints(shop_api.ShopApi)
    hints.update({n: typing.get_type_hints(v.fget)["return"] for n, v in vars(shop_api.ShopApi).items()
                  if isinstance(v, property)})
    for name in ("pick", "open_turn"):
        hints[name] = typing.get_type_hints(getattr(shop_api.ShopApi, name))["return"]
    assert {"scenario", "suppliers", "kernel", "renderer", "pick", "open_turn"} <= set(hints)
    assert not [n for n, h in hints.items() if h is typing.Any], hints
    assert isinstance(shop.pick("S1"), PhrasingChoice) and isinstance(shop.renderer, TemplateRenderer)
