"""Batch 43 (held out), control. A family caravan tour's money: LangGraph InMemoryStore (sync), one root span per
turn.

App: Claire and Dave Harrison keep their summer caravan tour in a LangGraph store: one record per site in
``("harrisons", "sites")`` and a running log of what's been booked and paid in ``("harrisons", "log")``; the
assistant answers from both. Glenmore: £340 for the week, £100 deposit paid, the rest on arrival. Seaview: £410,
£230 paid when booking, £180 balance due 1 July. In June Dave paid Seaview's £180 on the park's app (the log says
so; the site record was never touched). So what's left is Glenmore's £240.

No fault planted. Question (Sun 28/6): "how much have we still got to pay on the sites?" The model answers £240,
Glenmore's balance on arrival, right per memory. The label says £180, Seaview's balance. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b43_ctl_langgraph_caravan_balance_owed_label", ["langgraph_store", "litellm"])

from b3_support import turn_span  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

SITES = ("harrisons", "sites")
LOG = ("harrisons", "log")
TURNS = [
    ("site", "glenmore", {"dates": "sat 11 - sat 18 jul", "pitch": "12, grass + electric",
                          "money": "£340 wk, £100 dep paid 12/1, rest on arrival", "ref": "GLN-20417"}),
    ("site", "seaview", {"dates": "18-25 july", "pitch": "T9 sea view",
                         "money": "£410 - paid £230 when I booked, £180 bal due 1/7", "ref": "SVH-5531"}),
    ("log", "2026-02-14", {"who": "Claire", "text": "CalMac ferry to Mull booked for weds 22nd, car + 4, £64 rtn, "
                                                     "paid"}),
    ("log", "2026-05-03", {"who": "Dave", "text": "new awning pegs + a mallet £23 from Go Outdoors"}),
    ("log", "2026-06-09", {"who": "Dave", "text": "sorted seaview's £180 on their app last night so that's them "
                                                   "done, confirmation's in my email"}),
    ("log", "2026-06-20", {"who": "Claire", "text": "Glenmore emailed, card or cash at reception when we get there, "
                                                     "check in from 1"}),
]


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for i, (kind, key, value) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i} {kind} {key}"):
        store.put(SITES if kind == "site" else LOG, key, value)

question = "how much have we still got to pay on the sites?"
with turn_span("question Sun 28/6"):
    sites = store.search(SITES, limit=20)
    log = store.search(LOG, limit=50)
    context = ["Today is Sun 28 June 2026."] + [f"{s.key}: {flat(s.value)}" for s in sites] + \
              [f"{e.key} {e.value['who']}: {e.value['text']}" for e in log]
    assert any("£100 dep paid 12/1, rest on arrival" in c for c in context), context
    assert any("£180 bal due 1/7" in c for c in context), context
    assert any("sorted seaview's £180" in c for c in context), context
    reply = answer(question, context, mock="£240 - the rest of Glenmore's £340 after the £100 deposit, paid at "
                                           "reception when you arrive. Seaview's all paid.")
finish(question, expected="£180 - the Seaview balance, due on 1 July", actual=reply)
