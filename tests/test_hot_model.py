"""``market.hot_model.trusted_builder``: an unvalidated build is the validated model, field for field."""
from __future__ import annotations

import dataclasses

import pytest
from pydantic import TypeAdapter

from market.customers import BasketLine, CounterVisit
from market.hot_model import trusted_builder
from market.state import Batch, CashBookEntry, KhataEntry, Message, SaleLine
from negotiation_kernel.bargaining import Decision, Thread
from negotiation_kernel.reasons import Plain

CASES = [
    (SaleLine, dict(day=3, minute=4000, channel="counter", sku="rice-1kg", qty=2, revenue_paise=12000,
                    gst_paise=500, cost_paise=9000, paid_by="cash")),
    (CashBookEntry, dict(day=1, minute=9, account="bank", amount_paise=-5, memo="x")),
    (Batch, dict(batch_id="B-1", sku="dal-1kg", qty=4, unit_cost_paise=100, expires_day=9)),
    (Thread, dict(thread_id="T1", supplier_id="S1", sku="x", day=2, seller_last_paise=100)),
    (Thread, dict(sku="x", thread_id="T1", supplier_id="S1", day=2, seller_last_paise=100, status="agreed")),
    (Decision, dict(kind="accept", sku="x", thread_id="t", price_paise=5, round=2, reason=Plain(code="buyer_rejected"))),
    (Decision, dict(kind="quote", sku="x", thread_id="t", price_paise=5)),
    (KhataEntry, dict(day=1, kind="credit", amount_paise=5)),
    (BasketLine, dict(sku="a", qty=1)),
    (CounterVisit, dict(visit_id="V1-1", customer_id="W1-1", name="n", language="hi", regular=False,
                        arrives_minute=5, basket=[BasketLine(sku="a", qty=1)], reservation_of_mrp=0.9,
                        wants_credit=False, pays_cash_if_refused=True, patience=3)),
]


@pytest.mark.parametrize("cls,values", CASES, ids=lambda c: getattr(c, "__name__", ""))
def test_trusted_build_is_the_validated_model(cls, values):
    built, valid = trusted_builder(cls)(**values), cls(**values)
    assert type(built) is cls and built == valid
    if dataclasses.is_dataclass(cls):  # a pydantic dataclass (market.state's records): dumped in its fields' order
        assert built.__dict__ == valid.__dict__ and list(built.__dict__) == [f.name for f in dataclasses.fields(cls)]
        assert TypeAdapter(cls).dump_json(built) == TypeAdapter(cls).dump_json(valid)
        return
    assert list(built.__dict__) == list(valid.__dict__)  # declaration order: dumps and checkpoints alike
    assert built.__pydantic_fields_set__ == valid.__pydantic_fields_set__
    assert built.model_dump_json() == valid.model_dump_json()
    assert built.model_dump(exclude_unset=True) == valid.model_dump(exclude_unset=True)


def test_a_mutable_default_is_not_shared():
    build = trusted_builder(CounterVisit)
    values = dict(CASES[-1][1])
    a, b = build(**values), build(**values)
    a.noise.append(0.1)
    a.served.append(BasketLine(sku="a", qty=1))
    assert b.noise == [] and b.served == []


def test_a_required_field_is_required():
    with pytest.raises(TypeError):
        trusted_builder(Batch)(batch_id="B-1", sku="x", qty=1, unit_cost_paise=1)
    with pytest.raises(TypeError):
        trusted_builder(Thread)(thread_id="T1", supplier_id="S1", sku="x", day=2)


def test_a_record_is_validated_from_outside_values():
    """market.state's records stay pydantic: a wrong type or an unknown field is refused when built, and the state
    holding them dumps and loads them as before."""
    from pydantic import ValidationError

    from market.state import WorldState
    with pytest.raises(ValidationError):
        Batch(batch_id="B-1", sku="x", qty="many", unit_cost_paise=1, expires_day=3)
    with pytest.raises(ValidationError):
        SaleLine(**CASES[0][1], note="x")
    state = WorldState(godown={"x": [Batch(batch_id="B-1", sku="x", qty=2, unit_cost_paise=1, expires_day=3)]},
                       sales_register=[SaleLine(**CASES[0][1])], cash_book=[CashBookEntry(**CASES[1][1])])
    adapter = TypeAdapter(WorldState)  # the state is a record too: dumped and loaded as a model held it
    text = adapter.dump_json(state).decode()
    assert '"godown":{"x":[{"batch_id":"B-1","sku":"x","qty":2,"unit_cost_paise":1,"expires_day":3}]}' in text
    again = adapter.validate_json(text)
    assert again == state and type(again.godown["x"][0]) is Batch and adapter.dump_json(again).decode() == text


def test_assign_is_the_attribute_writes():
    a = trusted_builder(Message)(msg_id="M1", minute=5, sender="S1", to="manager", text="x")
    b = a.model_copy(deep=True)
    a.assign(read=True, delivered_minute=None, text="y")
    b.read, b.delivered_minute, b.text = True, None, "y"
    assert a == b and a.__pydantic_fields_set__ == b.__pydantic_fields_set__ and list(a.__dict__) == list(b.__dict__)
    with pytest.raises(ValueError):
        a.assign(read=False, no_such_field=1)
