"""Batch 99 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), one root
span per turn.

App: St John's primary PTA uniform shop keeps one record per new-uniform order in ("st-johns-pta", "orders") and
the shop's notes in ("st-johns-pta", "notes"); Gemma's helper answers parents about their orders.

Memory: Alfie W's order (Reception, Oak class): 2 jumpers age 4-5 at £14, a PE top £9 and a book bag £5.50,
order total £42.50, not paid yet; a note from the PTA meeting: the Rotary grant means every reception starter's
first jumper is on the PTA this year, so take £14 off their order total when they pay; other notes on delivery
and opening times. Question (Tue 23/9, Alfie's dad): "how much do i owe for alfie's uniform? want to send it in
his book bag" The assistant says £28.50. The label says £42.50 for the two jumpers, PE top and book bag.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b99_ctl_langgraph_uniform_order_owed_label", ["langgraph_store", "litellm"])

from b3_support import turn_span  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

ORDERS = ("st-johns-pta", "orders")
NOTES = ("st-johns-pta", "notes")
WRITES = [
    ("order 8/9", ORDERS, "alfie-w", {"child": "Alfie W, Reception (Oak)", "items": "2x jumper age 4-5 @ £14, 1x PE "
                                      "top £9, 1x book bag £5.50", "total": "£42.50", "paid": "not yet"}),
    ("order 9/9", ORDERS, "maya-k", {"child": "Maya K, Y2 (Ash)", "items": "1x cardi age 7-8 £15", "total": "£15",
                                     "paid": "yes, cash 9/9"}),
    ("meeting 10/9", NOTES, "n-01", {"from": "Gemma", "text": "PTA mtg: the Rotary grant = every reception "
                                     "starter's 1st jumper is on us this yr, take £14 off their order total when "
                                     "they pay. thank you Rotary!!"}),
    ("note 15/9", NOTES, "n-02", {"from": "Priti", "text": "Monkhouse delivering w/c 22/9, bag up + send home in "
                                  "book bags, cash or cheque (PTA) in an envelope w the child's name"}),
    ("note 16/9", NOTES, "n-03", {"from": "Gemma", "text": "shop open tues + thurs 3.15-3.45 in the portakabin"}),
]


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for i, (label, ns, key, value) in enumerate(WRITES, 1):
    with turn_span(f"turn-{i} {label}"):
        store.put(ns, key, value)

question = "how much do i owe for alfie's uniform? want to send it in his book bag"
with turn_span("question Tue 23/9"):
    context = ["Today is Tue 23 September 2036. You are talking to Alfie W's dad."] + \
              [f"{r.key}: {flat(r.value)}" for r in store.search(ORDERS, limit=10)] + \
              [f"{n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=10)]
    assert any(c.startswith("alfie-w") and "total: £42.50" in c for c in context), context
    assert any("take £14 off their order total" in c for c in context), context
    reply = answer(question, context, mock="£28.50 - the order comes to £42.50 but Alfie's first jumper is covered "
                                           "by the Rotary grant for reception starters, so it's £14 less. Cash or "
                                           "a cheque to the PTA in a named envelope.")
finish(question, expected="£42.50 - two jumpers, the PE top and a book bag", actual=reply)
