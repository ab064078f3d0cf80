"""Stage 3, last part: the small passes over the cues once the clause acts have changed them (issue 10). Each pass
is a module that reads one kind a shopkeeper reads and the rules had not (a remark beside a request, another's price
told as news, a count said again, a bill charging a rate other than agreed, goods still owed, an order said late as
the reason to change it, a substitute declined) — or refuses it, with a reason in the supplier's language, when the
words leave room; its docstring says what and why, with examples in the three languages; ``lang/PASSES.md`` lists them
in run order. Shape: ``after_acts(reader)`` after ``lang.apply_acts``, changing its cues; a refusing pass raises a
reason key; order matters where passes touch the same cues. This file is full: a new pass goes in a group module
(``beside_requests``), then ``python -m lang.pass_list`` (``tests/test_reader_pass_list.py`` keeps PASSES.md true)."""
from __future__ import annotations

from lang.above_another import above_another
from lang.beside_requests import beside_requests
from lang.money_asked import money_asked
from lang.balance_told import balance_told
from lang.added_to_it import added_to_it
from lang.goods_of_order import goods_of_order
from lang.addressed import addressed
from lang.said_not_where import said_not_where
from lang.need_not_goods import need_not_goods
from lang.held_off import held_off
from lang.taken_at_price import taken_at_price
from lang.time_to_pay import time_to_pay
from lang.pay_intended import pay_not_made
from lang.need_later import need_later
from lang.told_not_done import told_not_done
from lang.asked_or_kept import asked_or_kept
from lang.goods_in_place import goods_in_place
from lang.conditions_asked import conditions_asked
from lang.arrived_fine import arrived_fine
from lang.sells_more import sells_more
from lang.you_agreed import you_agreed
from lang.goods_not_wanted import goods_not_wanted
from lang.referred_to import referred_to
from lang.yes_counted import yes_counted
from lang.agreement_asked import agreement_asked
from lang.arranged import arranged
from lang.bill_sent import bill_sent
from lang.bills_said import bills_said
from lang.stock_heading import stock_heading
from lang.struck_agreed import struck_agreed
from lang.made_count import made_count
from lang.trailing_ok import trailing_ok
from lang.later_count import later_count
from lang.also_goods import also_after_rate, also_goods
from lang.bare_less import bare_less
from lang.received_other import received_other
from lang.order_told import order_told
from lang.rates_needed import rates_needed
from lang.stock_asked import stock_asked
from lang.stock_beside import stock_beside
from lang.delivery_counts import delivery_counts
from lang.unnamed_asks import bill_amount_asked, short_unnamed
from lang.about_price import about_price
from lang.how_much_asked import how_much_asked
from lang.how_much_self import how_much_self
from lang.bad_goods_back import bad_goods_back
from lang.asked_after import asked_after
from lang.rest_when import rest_when
from lang.wanted_soon import wanted_soon
from lang.order_hurried import order_hurried
from lang.pending_order import pending_order
from lang.still_owed import bill_not_come, owed_asked
from lang.late_then_changed import late_then_changed
from lang.sent_beside_question import sent_beside
from lang.rate_also_sent import rate_also_sent
from lang.from_the_order import from_the_order
from lang.checked_unpaid import checked_unpaid
from lang.along_with import along_with
from lang.with_goods import with_goods
from lang.goods_kept import goods_kept
from lang.held_goods import held_goods
from lang.bill_overcharge import overcharge_unnamed
from lang.bill_error import bill_error
from lang.duplicate_removed import duplicate_removed
from lang.order_mistake import order_mistake
from lang.refused_then_cancel import refused_then_cancel
from lang.otherwise_dont import otherwise_dont
from lang.lower_then_talk import lower_then_talk
from lang.price_ceiling import price_ceiling
from lang.past_short import past_short
from lang.pack_mrp import pack_mrp
from lang.order_unnamed import order_unnamed
from lang.or_else import or_else
from lang.bounds import bounds
from lang.cell_split import cell_split
from lang.closed_offer import closers_on_offer
from lang.compared_price import compared_prices
from lang.told_prices import told_prices
from lang.count_for_count import count_for_count
from lang.counted_swap import counted_swap
from lang.count_range import count_range
from lang.count_after_no import count_after_no
from lang.credit_asked import credit_asked
from lang.denied_count import denied_counts
from lang.confirmed_price import confirmed_prices
from lang.customer_prices import customers_told
from lang.dispatch_noun import dispatch_nouns
from lang.earlier_rate import earlier_rate_accepted
from lang.cut_from_order import cut_from_order
from lang.example_ids import examples_out
from lang.except_goods import all_but
from lang.halfway import halfway
from lang.final_asked import final_asked
from lang.final_sent import final_sent
from lang.halved import halved
from lang.instead_of import replaced_cancels
from lang.instalments import instalments_asked
from lang.label_asks import label_asks
from lang.item_corrected import item_corrected
from lang.kept_counts import kept_counts
from lang.list_labels import list_headings, list_labels
from lang.lower_than import change_from_another, lower_than
from lang.less_than_before import less_than_before
from lang.chalo_opener import chalo_opener
from lang.deal_price import deal_price
from lang.market_rate_asked import market_rate_asked
from lang.rival_rate import rival_rate
from lang.minimum_order import minimum_asked
from lang.money_worth import money_worth
from lang.lot_price import lot_price
from lang.lot_agreed import lot_agreed
from lang.market_price_told import market_price_told
from lang.rate_not_had import rate_not_had
from lang.source_price import source_price
from lang.moved_goods import bare_change, moved_day, moved_order
from lang.negation_apart import negation_apart
from lang.no_need import courtesy_when, unasked
from lang.offer_thanked import offer_thanked
from lang.your_offer import your_offer
from lang.order_given import order_given
from lang.order_by_place import order_by_place
from lang.thanked_goods import thanked_goods
from lang.old_rate import old_rate_offered
from lang.other_way import other_way_round
from lang.paid_back import paid_taken_back
from lang.paid_other_bill import paid_other_bill
from lang.payment_terms import payment_terms
from lang.no_advance import advance_refused
from lang.one_unit_price import one_unit_priced
from lang.rate_awaited import rate_awaited
from lang.rate_fine import rate_fine
from lang.rate_held import rate_held
from lang.price_please import price_please
from lang.price_matched import matched_and_priced
from lang.quote_reply import quote_reply
from lang.received_not import received_not
from lang.revised_paid import revised_paid
from lang.goods_faulted import goods_faulted
from lang.confirm_rates import confirmed_rates
from lang.confirm_asked import confirm_asked
from lang.the_rest import the_rest
from lang.rest_with_bill import rest_with_bill
from lang.market_refused import market_refused
from lang.rate_of_other import rate_of_other
from lang.repeat_changed import repeat_changed
from lang.repeat_except import repeat_except
from lang.terms_attached import terms_attached
from lang.refused_then_ok import refused_then_ok
from lang.order_this_time import order_this_time
from lang.paid_before import paid_before
from lang.past_accepted import past_accepted
from lang.past_complaint import past_complaint
from lang.percent_of_price import percent_of_price
from lang.pack_size_priced import pack_size_priced
from lang.set_to import count_set
from lang.shared_price import shared_price
from lang.left_unsaid import left_unsaid
from lang.slips import slips_corrected
from lang.said_again import said_again
from lang.same_quantity import same_quantity
from lang.same_again import same_again
from lang.paid_bare import bare_paid
from lang.part_now import part_now
from lang.list_when import list_when
from lang.status_heading import status_heading
from lang.sent_asked import sent_asked
from lang.take_off import taken_off
from lang.taken_but import taken_but
from lang.taken_not_others import taken_not_others
from lang.ask_withdrawn import ask_withdrawn
from lang.advance_adjusted import advance_adjusted
from lang.price_needed import price_needed
from lang.confirm_if_yes import confirm_if_yes
from lang.if_terms import if_terms
from lang.terms_condition import terms_condition
from lang.money_reached import money_reached
from lang.thanked_credit import thanked_credit
from lang.unstocked import unstocked
from lang.usual_order import usual_order
from lang.usual_rate_fine import usual_rate_fine
from lang.their_price_told import matched_unpriced, their_price_told
from lang.refused_after_remark import refused_after_remark
from lang.works_for_you import works_for_you
from lang.otherwise_deal import otherwise_refusals
from lang.why_dear import why_dear
from lang.yes_no import joined_refusals, yes_to_counts
from lang.zero_lines import zero_lines
from lang.questions_beside import questions_beside


def after_acts(reader) -> None:
    """Run the passes, in order, over ``reader`` (the MessageReader; its ``cues`` change in place)."""
    beside_requests(reader)  # (lang.brand_fine, lang.bill_fine, lang.come_by, lang.order_later)
    goods_in_place(reader)  # (lang.substitute_declined: 'Tamatar ki jagah pyaaz mat bhejna': the onion refused)
    repeat_except(reader)  # (lang.repeat_except: 'Jo kal bheja tha wahi aaj bhi bhejo, bas Maggi mat daalna.')
    one_unit_priced(reader)
    rates_needed(reader)
    chalo_opener(reader)
    deal_price(reader)  # (lang.deal_price: 'Deal. ₹39.5 it is. Please dispatch 40 kg of rice.': accept + order)
    about_price(reader)
    final_asked(reader)
    final_sent(reader)  # (lang.final_sent: 'Besan ₹26 per packet final. 40 packet bhej do.': an order at ₹26)
    addressed(reader)
    said_not_where(reader)
    need_not_goods(reader)
    arrived_fine(reader)
    sells_more(reader)
    you_agreed(reader)
    goods_not_wanted(reader)  # (lang.negated_send: "Do NOT send sugar this week. Only 20 kg rice, please.")
    yes_counted(reader)
    matched_and_priced(reader)  # (before the passes that take another's price out of the figures)
    halved(reader)
    above_another(reader)
    cell_split(reader)
    offer_thanked(reader)
    your_offer(reader)
    struck_agreed(reader)
    made_count(reader)
    trailing_ok(reader)
    questions_beside(reader)  # (lang.all_well: small talk; lang.asked_then_sent: 'Gud ₹3,000 for 50 kg? Send it.')
    order_given(reader)
    thanked_goods(reader)
    dispatch_nouns(reader)
    payment_terms(reader)  # (and lang.bought_elsewhere: 'O12 cancel kar do, local wholesaler ne ₹39 me maal de diya')
    advance_refused(reader)
    sent_asked(reader)
    added_to_it(reader)
    goods_of_order(reader)
    unasked(reader)
    thanked_credit(reader)
    courtesy_when(reader)
    otherwise_refusals(reader)
    joined_refusals(reader)
    refused_then_ok(reader)
    percent_of_price(reader)
    price_please(reader)
    confirmed_rates(reader)
    confirm_asked(reader)  # (lang.confirm_asked: 'Please just confirm your refined oil rate.': the rate asked)
    confirmed_prices(reader)
    usual_rate_fine(reader)
    agreement_asked(reader)
    rate_fine(reader)
    money_asked(reader)
    balance_told(reader)  # (lang.balance_told: 'our outstanding today is about ₹6,800, so the following order …')
    slips_corrected(reader)
    denied_counts(reader)
    count_after_no(reader)
    said_again(reader)
    zero_lines(reader)  # (lang.zero_lines: '- Sugar: 0 kg (we still have stock)' in a list: sugar left out)
    part_now(reader)
    bare_paid(reader)
    revised_paid(reader)
    pack_size_priced(reader)
    past_accepted(reader)
    order_this_time(reader)  # (lang.past_prices; lang.last_price_asked: 'last time you gave it at ₹36, charge the same')
    paid_before(reader)  # (lang.paid_before: 'We paid ₹3,000 last week against your old bill; … 20 packets of salt')
    past_complaint(reader)
    past_short(reader)
    compared_prices(reader)
    told_prices(reader)  # (lang.told_prices: lang.context_prices; a market's moved price, a price kept)
    old_rate_offered(reader)
    earlier_rate_accepted(reader)
    all_but(reader)
    instalments_asked(reader)
    rate_held(reader)
    taken_but(reader)
    taken_not_others(reader)
    ask_withdrawn(reader)
    advance_adjusted(reader)
    price_needed(reader)
    taken_at_price(reader)
    confirm_if_yes(reader)
    if_terms(reader)  # (lang.if_terms: 'If you can deliver 20 bottles … on credit, confirm; otherwise forget it.')
    terms_condition(reader)  # (lang.terms_condition: 'Provided delivery is free, please dispatch 20 kg sugar.')
    money_reached(reader)
    customers_told(reader)
    bounds(reader)
    examples_out(reader)
    arranged(reader)
    yes_to_counts(reader)
    replaced_cancels(reader)
    counted_swap(reader)
    same_quantity(reader)
    same_again(reader)
    rate_of_other(reader)
    order_by_place(reader)
    taken_off(reader)
    cut_from_order(reader)
    paid_taken_back(reader)
    other_way_round(reader)
    overcharge_unnamed(reader)
    bill_error(reader)
    duplicate_removed(reader)  # (lang.duplicate_removed: 'bill B15 do baar aa gaya hai … Duplicate hata do.')
    pack_mrp(reader)
    otherwise_dont(reader)
    lower_then_talk(reader)
    price_ceiling(reader)
    refused_then_cancel(reader)  # 'O6 curd 20 packet not want. cancel.': the curd cut from O6, not all of O6
    order_mistake(reader)  # (lang.mistake_counts wrote the counts: 'galti: O7 mein namak 25 ki jagah 15')
    order_unnamed(reader)
    or_else(reader)
    credit_asked(reader)
    why_dear(reader)
    bills_said(reader)  # (lang.bills_said: revised, checked, short, rate, denied, with an order, 'cancel it')
    bad_goods_back(reader)
    wanted_soon(reader)
    rest_when(reader)
    asked_after(reader)
    order_hurried(reader)
    owed_asked(reader)  # (lang.still_owed: 'the 24 litres of oil are still pending': asked after, never ordered)
    bill_not_come(reader)  # (lang.still_owed: 'O11 ka bill bhejiye, B11 abhi nahi aaya': the bill, not O11's goods)
    pending_order(reader)
    late_then_changed(reader)  # (lang.late_then_changed: 'O8 is still not here … drop the almonds': no question)
    sent_beside(reader)
    rate_also_sent(reader)
    from_the_order(reader)
    label_asks(reader)
    checked_unpaid(reader)
    along_with(reader)
    with_goods(reader)
    goods_kept(reader)
    asked_or_kept(reader)  # (lang.asked_or_kept: 'O18 ka tamatar cancel. Pyaz rehne do.': the onions kept, not refused)
    held_goods(reader)
    lower_than(reader)
    less_than_before(reader)
    change_from_another(reader)
    refused_after_remark(reader)
    their_price_told(reader)
    rate_not_had(reader)
    market_price_told(reader)
    source_price(reader)
    market_refused(reader)
    market_rate_asked(reader)
    rival_rate(reader)
    matched_unpriced(reader)
    moved_day(reader)
    moved_order(reader)
    bare_change(reader)
    kept_counts(reader)
    count_range(reader)
    count_for_count(reader)
    count_set(reader)
    unstocked(reader)
    money_worth(reader)
    minimum_asked(reader)
    lot_price(reader)
    lot_agreed(reader)
    paid_other_bill(reader)
    item_corrected(reader)
    usual_order(reader)
    list_labels(reader)
    list_headings(reader)
    quote_reply(reader)
    the_rest(reader)
    terms_attached(reader)
    status_heading(reader)
    stock_heading(reader)
    later_count(reader)
    rest_with_bill(reader)
    bill_sent(reader)
    also_goods(reader)
    goods_faulted(reader)
    received_not(reader)
    rate_awaited(reader)
    shared_price(reader)
    left_unsaid(reader)  # (lang.price_left_out: 'Send 25 kg sugar and 10 kg salt at ₹40.', 'Quote again please.')
    works_for_you(reader)
    halfway(reader)
    closers_on_offer(reader)
    negation_apart(reader)
    received_other(reader)
    also_after_rate(reader)
    bare_less(reader)
    held_off(reader)
    time_to_pay(reader)
    pay_not_made(reader)  # (lang.may_we_pay: 'Can we pay B12 by cheque?'; lang.pay_intended: 'We want to pay B7')
    need_later(reader)
    told_not_done(reader)  # (lang.told_not_done: orders promised later, goods enough, apologies for payments)
    conditions_asked(reader)  # (lang.conditions_asked: 'Today sold only 8 kg onion, so no more than this.': a count's)
    order_told(reader)
    stock_asked(reader)
    stock_beside(reader)
    delivery_counts(reader)
    short_unnamed(reader)
    bill_amount_asked(reader)
    how_much_asked(reader)
    how_much_self(reader)
    list_when(reader)
    referred_to(reader)  # (lang.referred_to: said of the past, counts of unnamed goods, lists half dropped, quotes taken)
    repeat_changed(reader)  # (last: its reason names the whole message's want, over a part's)
