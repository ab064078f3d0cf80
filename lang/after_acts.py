"""Small passes over the cues once the clause acts have changed them (the name a message opens by addressing asks
nothing: "Gopal ji, tomorrow: milk 50 pkt", ``lang.addressed``; nor "Please quote sugar (Madhur or any local brand is fine)" agrees to a price, ``lang.brand_fine``, nor "दूध का बिल ₹1,100 बना, ठीक है" beside goods asked, ``lang.bill_fine``, nor "If it can arrive by tomorrow, send …" asks after a delivery, ``lang.come_by``, nor "salt we'll order later" beside an order asks how much salt, ``lang.order_later``;
nor "सेठ जी ने कहा है कि …" asks where goods are (said, not "कहाँ", ``lang.said_not_where``), nor "humein thoda margin chahiye" orders goods (``lang.need_not_goods``), nor "O94 theek aaya" agrees to a price, ``lang.arrived_fine``, nor "Doosri baar theek tha" (``lang.misread32``), nor "Chalo 20 packet bhejo 118 pe", ``lang.chalo_opener``; "Eggs ₹186 a tray — yes, 5 trays" agrees and orders,
``lang.yes_counted``; "aadha kar do" halves, ``lang.halved``; a phrase
read across a table's cells asks nothing, ``lang.cell_split``, nor "Thank you for the almond offer" offers,
``lang.offer_thanked``, nor "आपका ₹1,500 का प्रस्ताव" (the supplier's offer, ``lang.your_offer``), nor "order agle hafte denge" (``lang.order_given``), nor goods named in thanks are asked for ("Thanks for sending the 10 kg rice", ``lang.thanked_goods``); "dispatch date" orders nothing,
``lang.dispatch_noun``, nor "the advance-payment condition" pays, ``lang.payment_terms``, nor "advance nahi denge" beside a deal offers, ``lang.no_advance``; "200 अंडे चाहिए, एक ट्रे ₹170 में दे दो" prices a tray, ``lang.one_unit_price``; "क्या O41 भेज दिया गया है?" asks after the order, ``lang.sent_asked``; goods added "to it" name the order named before,
``lang.added_to_it``) (``MessageReader.read`` calls ``after_acts``):
asking words said not to be needed ask nothing, nor a credit note thanked for (``lang.thanked_credit``), nor "confirm when you get a minute" (``lang.no_need``); goods joined by "and" to a refusal after them are
refused too (``lang.yes_no.joined_refusals``); "sugar 46 no 42 ok" offers ₹42 (``lang.refused_then_ok``), and so does "Rice 42 please" (``lang.price_please``), while "your ₹120 a packet — 5% off" asks ₹6 off it (``lang.percent_of_price``); "your rate is fine, send 10 litres refined oil"
accepts and orders (``lang.rate_fine``) and "Usual rates are fine" below a list agrees to no new price
(``lang.usual_rate_fine``), nor "if that is agreeable to you" after our own price (``lang.agreement_asked``), as does "We confirm atta at the quoted rates" (``lang.confirm_rates``); a word of giving right after an amount, with no goods named, asks for the
money (``money_asked``); a figure corrected on the spot ("₹36 — sorry, ₹35") is
dropped (``lang.slips``), "5 tray no, 4" counts 4 trays (``lang.count_after_no``), "Not three, send two peti" asks two (``lang.denied_count``), "We confirm chana dal at ₹72 per kg" agrees to it (``lang.confirmed_price``), as is a count said again alone ("3 tray. 3 tray.", ``lang.said_again``); a bare number in a payment
of one bill is its amount ("Paid B7 3450 via UPI", ``lang.paid_bare``), and "संशोधित राशि … भेज दी" pays the revised amount, no dispute (``lang.revised_paid``); as is a pack's size after its price ("₹215 का 5 किलो बैग", ``lang.pack_size_priced``); a price told of the past beside a new request is no price of it (``lang.past_prices``), nor one agreed then ("पिछली बार ₹27 पक्का हुआ था", ``lang.past_accepted``), nor are goods of a complaint of the past asked ("पिछली बार का दूध खट्टा निकला था", ``lang.past_complaint``), nor one
compared against ("better than Sharma's ₹42", ``lang.compared_price``), nor one told "for context" beside a price of the
writer's own (``lang.context_prices``); what the shop's customers pay asks nothing (``lang.customer_prices``), nor another's price told as news
(``lang.their_price_told``; the mandi's price beside a rate question, ``lang.market_price_told``, or beside a
refusal, ``lang.market_refused``; goods asked "at today's mandi rate" with no figure are refused, ``lang.market_rate_asked``, as is "Can you match Sharma Traders' rate for moong dal?", ``lang.rival_rate``; "match that" with only another's price named is refused, and so is "match it and send 50 kg at ₹37",
``lang.price_matched``); bounds, sums and limits
are no amounts (``lang.bounds``); an id named as an example is not asked (``lang.example_ids``); "the 10 packets …, right?" asks after goods arranged
(``lang.arranged``); "Yes to 10 packets of suji" orders them (``lang.yes_no.yes_to_counts``); counted goods replaced by others are
cancelled (``lang.instead_of.replaced_cancels``, a part of their own: ``lang.counted_swap``; goods asked "in the same quantity" with no count are refused, ``lang.same_quantity``, as are goods asked "at the same rate as the toor dal", ``lang.rate_of_other``, and "repeat O2 with these changes" over changes alone, ``lang.repeat_changed``, as is "cancel the second one",
``lang.order_by_place``), and goods taken off an order cut it (``lang.take_off``), as do
goods cut from an order named by its day (``lang.cut_from_order``); a payment taken back ("Paid B7. Actually no, not yet") is
refused (``lang.paid_back``), as are verdicts swapped ("other way round", ``lang.other_way``), and so is a bill said to charge too much with no bill named
(``lang.bill_overcharge``), while a bill named and asked checked for too much is disputed (``lang.bill_checked``), as is one said to charge for goods that never came or twice (``lang.bill_short``), or whose goods never came or that is not ours, and so not paid ("B1 का माल आया ही नहीं, भुगतान नहीं करेंगे", ``lang.bill_denied``), or whose bad goods are asked replaced or taken back (``lang.bad_goods_back``), and an order asked after alone in a question ("what happened to O35?", "O35 ka kya hua?") is a delivery question (``lang.asked_after``), as is "O8 का मक्खन कल सुबह 8 बजे तक पहुँचा देना" (``lang.order_hurried``), that carries no goods asked "also" beside it ("O51 kab tak pahunchega, 10
packet atta bhi bhejo", ``lang.sent_beside_question``), while "मसूर दाल का अपना भाव भी भेजिए" asks the rate
(``lang.rate_also_sent``) and "Trim 5 kg sugar from the order" orders nothing (``lang.from_the_order``), and one asked checked beside another paid is refused (``lang.checked_unpaid``), as is "send the 24 litres along with the refined oil" (``lang.along_with``) and "milk ke saath 12 curd", "kal ki doodh wali gaadi ke saath" and "send 3 dozen with tomorrow's milk" (``lang.with_goods``), and "Curd and butter stay unchanged" beside a change names no goods asked (``lang.goods_kept``), nor "Hold the atta for now, but send the 20 kg sugar" the atta (``lang.held_goods``); "Gupta gives ₹41. Usse kam karo" asks how much lower and "₹2 less than MRP" is refused
(``lang.lower_than``), as is "pichhli baar se thoda kam kar sakein to 30 kilo arhar" (``lang.less_than_before``); an old price asked
for beside a new one is refused (``lang.old_rate``), as is an earlier rate agreed without its figure
(``lang.earlier_rate``), and so are "all except the jaggery" (``lang.except_goods``), goods moved to another day and
"make it 30" (``lang.moved_goods``) — while "Rice 40 kg — no change" beside changes to an order keeps its count, asked of nobody (``lang.kept_counts``), as is "20-25 kg" in a rate question (``lang.count_range``) — and "cheeni 20 ki jagah 15 kar do" with no unit (``lang.count_for_count``), as is "चीनी 15 किलो कर दीजिए" on an
order placed (``lang.set_to``); goods we do not stock, asked for beside goods we do, are refused
(``lang.unstocked``), and so is a payment beside "B57 too" with the bill paid not named (``lang.paid_other_bill``), and goods
corrected to other goods ("moong dal, sorry, masoor dal", ``lang.item_corrected``), as is the usual order asked for
with no list ("Same as last week, except add 2 trays of eggs", ``lang.usual_order``); a list's short label ("Spices restock:") is read (``lang.list_labels``); a reply naming no goods that points at quoted lines by place, takes a quoted choice
whole or asks "a bit lower" is refused (``lang.quote_reply``), as are goods agreed to as "the rest" (``lang.the_rest``);
"Update on bills:" over bills told asks nothing (``lang.status_heading``), nor "we got 4 tray egg not 5" beside a dispute (``lang.received_not``), while goods told spoilt, short or billed but not received on a named bill or order
dispute it ("O55 – 10 kg onion short", ``lang.goods_faulted``), and a corrected bill asked sends no goods
(``lang.bill_sent``), while "correct the bill to ₹1,140 and send the remaining 20 kg" asks after the rest of the delivery
(``lang.rest_with_bill``); goods listed under "Stock left" are the stock told (``lang.stock_heading``), and a count hedged for next month beside one asked now is context (``lang.later_count``); goods added "also" after an offer with a count of their own are ordered (``lang.also_goods``); a rate waited for ("still waiting for your rate", "bhav abhi tak nahi aaya") asks for it
(``lang.rate_awaited``); one price said after several counted goods, in a phrase of its own, is refused
(``lang.shared_price``); "₹41 works for you?" offers (``lang.works_for_you``), "Maggi ₹12 final? Theek hai" agrees to ₹12 (``lang.final_asked``), and "you're at ₹140, we're at ₹130, let's meet halfway" offers ₹135 (``lang.halfway``), as "₹520 karo, 12 litre pakka" offers with its closing word (``lang.closed_offer``); "sales were not
good, so only 10 kg sugar" orders the sugar (``lang.negation_apart``); refused too is a price so much above another's ("मंडी भाव से ₹3 ऊपर", ``lang.above_another``); goods asked for by the money's worth
("500 ke pyaaz") are refused (``lang.money_worth``), "मिनिमम ऑर्डर कितना है?" asks no rate (``lang.minimum_order``), and so is a price agreed with a new term attached ("Ok, ₹41, but
only with 15 days credit", ``lang.terms_attached``), as is a lot price said bare ("50 kilo pyaaz ke ₹1,500",
``lang.lot_price``), though one agreed is the lot's ("आधा किलो बादाम पाँच सौ में ठीक है", ``lang.lot_agreed``). Refused as well (fixer C, the twenty-ninth session): "चावल ₹39 में ले लेंगे पर अरहर दाल ₹150 में
नहीं" with no mark before the "but" (``lang.taken_but``; "We'll take the rice at ₹39 but not the toor dal at ₹150" accepts
the rice, ``lang.taken_not_others``; "Never mind the earlier request for a ghee quote" refuses no ghee,
``lang.ask_withdrawn``, nor "adjust the advance in the final bill" dispute it, ``lang.advance_adjusted``; "MRP is ₹28; we need it at ₹24. 20 kg." offers ₹24, ``lang.price_needed``, while "We'll take 20 kg sugar at ₹41"
orders at it, ``lang.taken_at_price``; goods booked, their price asked after, "If yes, I'll confirm" are refused,
``lang.confirm_if_yes``, as is "B22 का पैसा मिला?", ``lang.money_reached``), a bill asked paid in instalments (``lang.instalments``), a
rate asked held till Friday (``lang.rate_held``), a bill said in error with no bill named (``lang.bill_error``), a cut
beside three orders told open and none named (``lang.order_unnamed``), "moong bhejo, nahi to koi bhi dal"
(``lang.or_else``), a credit asked set against a bill (``lang.credit_asked``) and "Why is ghee so expensive?"
(``lang.why_dear``); "Moong dal ka rate humare paas nahi hai, bhej do" asks the rate (``lang.rate_not_had``), and a mandi's or paper's price beside a request is news (``lang.source_price``); while "B5 (संशोधित)" beside its payment disputes nothing (``lang.revised_bill``), nor does
"- कब तक: शुक्रवार" in an offer's list ask when goods come (``lang.label_asks``). Refused too (fixer H, the thirtieth
session): goods told received in place of others with no bill named (``lang.received_other``), counted goods added
"also" after a rate asked of others (``lang.also_goods.also_after_rate``) and "Besan 4 kam karke bhejo", a bare
number said less (``lang.bare_less``), and "Hold off on the rice from O9" (held, no cancel; "Hold off on the rice"
refuses the rice, ``lang.held_off``), and "We need some time to pay B7" (no payment now, ``lang.time_to_pay``), as "Can we pay B7 by cheque?" (``lang.may_we_pay``) and "Once the rush starts we'll need 10 cases of Coke" (``lang.need_later``); while goods listed after "your order O74:" beside goods added to it are the
order's contents told (``lang.order_told``), and "**Rates needed**" over a list asks their rates beside a bill
asked (``lang.rates_needed``); "Do you have moong dal in stock?" with no request is refused (``lang.stock_asked``), while "rice 30 kg not came yet.
when coming" asks after the 30 kg (``lang.delivery_counts``); goods told short and asked sent with no bill named, and "About B7 —
₹4,800?", are refused (``lang.unnamed_asks``); "about ₹34 a kilo" beside a lot's total is no price of its own
(``lang.about_price``); goods asked sent with no count under a quote asking how much are refused
(``lang.how_much_asked``), as are goods asked sent with no count before the writer's own "How much?" (``lang.how_much_self``). Nor does "Ghee ~~₹560~~ **₹540** ✅" offer ₹540 (the supplier's new price ticked: agreed, ``lang.struck_agreed``), nor "Make it 2 quintal" (a count asked, ``lang.made_count``), nor a closing "ok" after our own offer agree (``lang.trailing_ok``), nor "O1 kab aayega?? 50 kilo gud wala. jaldi chahiye." order the goods asked after again (wanted soon, ``lang.wanted_soon``), nor "O27 still pending 😞 10 packets paneer" order the pending order's goods again (a delivery question, ``lang.pending_order``). And "B30 में पनीर ₹85 पैकेट लगाया है, बात ₹78 की हुई थी" disputes the bill (a rate charged, another agreed, ``lang.bill_rate_agreed``)."""
from __future__ import annotations

from lang.above_another import above_another
from lang.beside_requests import beside_requests
from lang.money_asked import money_asked
from lang.added_to_it import added_to_it
from lang.addressed import addressed
from lang.said_not_where import said_not_where
from lang.need_not_goods import need_not_goods
from lang.held_off import held_off
from lang.taken_at_price import taken_at_price
from lang.time_to_pay import time_to_pay
from lang.may_we_pay import may_we_pay
from lang.need_later import need_later
from lang.misread33 import misread33
from lang.arrived_fine import arrived_fine
from lang.misread32 import misread32
from lang.yes_counted import yes_counted
from lang.agreement_asked import agreement_asked
from lang.arranged import arranged
from lang.bill_checked import bill_checked
from lang.bill_short import bill_short
from lang.bill_rate_agreed import bill_rate_agreed
from lang.bill_denied import bill_denied
from lang.bill_sent import bill_sent
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
from lang.delivery_counts import delivery_counts
from lang.unnamed_asks import bill_amount_asked, short_unnamed
from lang.about_price import about_price
from lang.how_much_asked import how_much_asked
from lang.how_much_self import how_much_self
from lang.bad_goods_back import bad_goods_back
from lang.asked_after import asked_after
from lang.wanted_soon import wanted_soon
from lang.order_hurried import order_hurried
from lang.pending_order import pending_order
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
from lang.order_unnamed import order_unnamed
from lang.or_else import or_else
from lang.bounds import bounds
from lang.cell_split import cell_split
from lang.closed_offer import closers_on_offer
from lang.compared_price import compared_prices
from lang.context_prices import context_prices
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
from lang.revised_bill import revised_bill
from lang.price_please import price_please
from lang.price_matched import matched_and_priced
from lang.quote_reply import quote_reply
from lang.received_not import received_not
from lang.revised_paid import revised_paid
from lang.goods_faulted import goods_faulted
from lang.confirm_rates import confirmed_rates
from lang.the_rest import the_rest
from lang.rest_with_bill import rest_with_bill
from lang.market_refused import market_refused
from lang.rate_of_other import rate_of_other
from lang.repeat_changed import repeat_changed
from lang.terms_attached import terms_attached
from lang.refused_then_ok import refused_then_ok
from lang.past_prices import past_prices
from lang.past_accepted import past_accepted
from lang.past_complaint import past_complaint
from lang.percent_of_price import percent_of_price
from lang.pack_size_priced import pack_size_priced
from lang.set_to import count_set
from lang.shared_price import shared_price
from lang.slips import slips_corrected
from lang.said_again import said_again
from lang.same_quantity import same_quantity
from lang.paid_bare import bare_paid
from lang.status_heading import status_heading
from lang.sent_asked import sent_asked
from lang.take_off import taken_off
from lang.taken_but import taken_but
from lang.taken_not_others import taken_not_others
from lang.ask_withdrawn import ask_withdrawn
from lang.advance_adjusted import advance_adjusted
from lang.price_needed import price_needed
from lang.confirm_if_yes import confirm_if_yes
from lang.money_reached import money_reached
from lang.thanked_credit import thanked_credit
from lang.unstocked import unstocked
from lang.usual_order import usual_order
from lang.usual_rate_fine import usual_rate_fine
from lang.their_price_told import matched_unpriced, their_price_told
from lang.works_for_you import works_for_you
from lang.otherwise_deal import otherwise_refusals
from lang.why_dear import why_dear
from lang.yes_no import joined_refusals, yes_to_counts


def after_acts(reader) -> None:
    """Run the passes, in order, over ``reader`` (the MessageReader; its ``cues`` change in place)."""
    beside_requests(reader)  # (lang.brand_fine, lang.bill_fine, lang.come_by, lang.order_later)
    one_unit_priced(reader)
    rates_needed(reader)
    chalo_opener(reader)
    about_price(reader)
    final_asked(reader)
    addressed(reader)
    said_not_where(reader)
    need_not_goods(reader)
    arrived_fine(reader)
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
    order_given(reader)
    thanked_goods(reader)
    dispatch_nouns(reader)
    payment_terms(reader)
    advance_refused(reader)
    sent_asked(reader)
    added_to_it(reader)
    unasked(reader)
    thanked_credit(reader)
    courtesy_when(reader)
    otherwise_refusals(reader)
    joined_refusals(reader)
    refused_then_ok(reader)
    percent_of_price(reader)
    price_please(reader)
    confirmed_rates(reader)
    confirmed_prices(reader)
    usual_rate_fine(reader)
    agreement_asked(reader)
    rate_fine(reader)
    money_asked(reader)
    slips_corrected(reader)
    denied_counts(reader)
    count_after_no(reader)
    said_again(reader)
    bare_paid(reader)
    revised_paid(reader)
    pack_size_priced(reader)
    past_accepted(reader)
    past_prices(reader)
    past_complaint(reader)
    compared_prices(reader)
    context_prices(reader)
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
    money_reached(reader)
    customers_told(reader)
    bounds(reader)
    examples_out(reader)
    arranged(reader)
    yes_to_counts(reader)
    replaced_cancels(reader)
    counted_swap(reader)
    same_quantity(reader)
    rate_of_other(reader)
    order_by_place(reader)
    taken_off(reader)
    cut_from_order(reader)
    paid_taken_back(reader)
    other_way_round(reader)
    overcharge_unnamed(reader)
    bill_error(reader)
    order_unnamed(reader)
    or_else(reader)
    credit_asked(reader)
    why_dear(reader)
    revised_bill(reader)
    bill_checked(reader)
    bill_short(reader)
    bill_rate_agreed(reader)
    bill_denied(reader)
    bad_goods_back(reader)
    wanted_soon(reader)
    asked_after(reader)
    order_hurried(reader)
    pending_order(reader)
    sent_beside(reader)
    rate_also_sent(reader)
    from_the_order(reader)
    label_asks(reader)
    checked_unpaid(reader)
    along_with(reader)
    with_goods(reader)
    goods_kept(reader)
    held_goods(reader)
    lower_than(reader)
    less_than_before(reader)
    change_from_another(reader)
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
    works_for_you(reader)
    halfway(reader)
    closers_on_offer(reader)
    negation_apart(reader)
    received_other(reader)
    also_after_rate(reader)
    bare_less(reader)
    held_off(reader)
    time_to_pay(reader)
    may_we_pay(reader)
    need_later(reader)
    misread33(reader)  # (lang.misread33: orders promised later, goods enough, apologies for payments)
    order_told(reader)
    stock_asked(reader)
    delivery_counts(reader)
    short_unnamed(reader)
    bill_amount_asked(reader)
    how_much_asked(reader)
    how_much_self(reader)
    misread32(reader)  # (lang.misread32: said of the past, counts of unnamed goods, lists half dropped, quotes taken)
    repeat_changed(reader)  # (last: its reason names the whole message's want, over a part's)

