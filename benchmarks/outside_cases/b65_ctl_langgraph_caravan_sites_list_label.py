"""Batch 65 (held out), control. A family's caravan holiday plans: LangGraph InMemoryStore (sync), script style.

App: the Gallaghers keep their Ireland trip in a LangGraph store, one item per thing in ``("gallagher",
"ireland-2028")`` (key = a short name, value = {"note", "by"}); the assistant answers from a search of the
namespace. The plan was Roundwood in Wicklow, Morriscastle in Wexford and a night at Penrhos CL by Holyhead on the
way home. When Siobhan rang Morriscastle they had nothing for a van that long in August, so they booked
Ballinesker down the road.

No fault planted. Question (Sun 2/7, Siobhan's mum, who wants the addresses for her cards): "which caravan sites
are you staying at?" The model answers Roundwood, Ballinesker and Penrhos, right per memory. The label says
Roundwood, Morriscastle and Penrhos. Expected verdict: AnnotationError (the label is wrong); no memory operation is
at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b65_ctl_langgraph_caravan_sites_list_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("gallagher", "ireland-2028")
ITEMS = [
    ("plan", "Siobhan", "rough plan 2/3: wk in Wicklow (Roundwood), then the beach - Morriscastle nr Kilmuckridge "
                        "looks lovely, then last night at Penrhos CL by Holyhead on the way back so Sean's not "
                        "driving to Bristol after the boat"),
    ("roundwood", "Siobhan", "Roundwood caravan park booked 29/7 - 5/8, €100 dep paid 2/4"),
    ("wexford", "Siobhan", "rang Morriscastle 8/4 - nothing for a 7.4m van in Aug, only tents left :( the lady "
                           "said try Ballinesker, 10 mins down the road. they had a hook up pitch 5-9 Aug, booked, "
                           "€80 dep"),
    ("penrhos", "Sean", "Penrhos CL (Mr + Mrs Hughes' farm) 9/8 one night, £18 cash, 5 vans max, no loo block "
                        "so use our own"),
    ("ferry", "Sean", "Stena Holyhead-Dublin fri 28/7 08:55, back 9/8 14:10"),
    ("kids", "Siobhan", "Niamh wants to bring a friend - no, not enough berths. Ciaran's bday 1/8 at Roundwood"),
    ("budget", "Sean", "sites total about €750 + £18, diesel €250, food €500"),
]

store = InMemoryStore()
for key, by, note in ITEMS:
    store.put(NS, key, {"note": note, "by": by})

question = "which caravan sites are you staying at?"
found = store.search(NS, limit=20)
context = ["Today is Sun 2 July 2028. You are talking to Siobhan's mum, who wants the addresses for her cards."] + \
          [f"{e.key} ({e.value['by']}): {e.value['note']}" for e in found]
assert any("Morriscastle nr Kilmuckridge" in c for c in context), context
assert any("try Ballinesker" in c and "booked" in c for c in context), context
assert any("Penrhos CL (Mr + Mrs Hughes' farm)" in c for c in context), context
reply = answer(question, context, mock="Three: Roundwood caravan park in Wicklow (29 July - 5 Aug), Ballinesker near "
                                       "Curracloe in Wexford (5-9 Aug), and one night at Penrhos, the Hughes' farm "
                                       "near Holyhead, on the way back.")
finish(question, expected="Roundwood, Morriscastle, and the farm site at Penrhos", actual=reply)
