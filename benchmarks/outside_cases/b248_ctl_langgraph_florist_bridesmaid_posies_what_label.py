"""Batch 248 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers
in threads (the florist and her sister each keep their own records of a booking), then the question's search.

App: Stems by Shaz, a florist in Brighouse, has Ellie and Jack's wedding on Sat 25th June 2050 at Shibden Hall.
Shaz keeps the order and what the grower says; her sister Kim, who helps on wedding weeks, keeps the deliveries
and the money. Both write records into ("stems-by-shaz", "ellie-jack-2050"); the helper answers from a search of
the namespace.

Memory: Shaz, "order" (2050-03-03T10:15) - the bride's bouquet of garden roses, sweet peas and trailing ivy; four
bridesmaids with little posies of sweet peas and gyp, ribbon in sage; 8 buttonholes; Shaz, "grower" (Mon 23rd May)
- rang Dennis at Cliffe Nurseries, the sweet peas won't be out till mid July this year (cold spring), so the
bridesmaids are spray roses and waxflower now, Ellie's seen a pic and loves it, the bride's just garden roses and
ivy; Kim, "delivery" (Thu 16/6) - set up Friday evening, bouquets to Ellie's mum's at 9.30; Kim, "money" - £250
deposit paid 3/3, balance £890 by 28/5, paid. Question (Tue 21/6, Kim): "what's going in the bridesmaids' posies?
doing the ribbons tonight + want to check the sage goes" The assistant says spray roses and waxflower (the sweet
peas won't be out in time), sage ribbon. The label says sweet peas and gyp.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b248_ctl_langgraph_florist_bridesmaid_posies_what_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("stems-by-shaz", "ellie-jack-2050")
RECORDS = {
    "shaz": {
        "order": {"note": "2050-03-03T10:15 Ellie + Jack, sat 25th june, Shibden Hall 🌸 bride - garden roses + "
                          "sweet peas + trailing ivy. 4 bridesmaids - little posies of sweet peas + gyp, ribbon in "
                          "sage green. 8 buttonholes (ivory rose + rosemary)"},
        "grower": {"note": "Mon 23rd May - rang Dennis at Cliffe Nurseries, the sweet peas won't be out till mid july "
                           "this yr (cold spring) 😩 so bridesmaids are spray roses + waxflower now, Ellie's seen a "
                           "pic + loves it. bride's bouquet just garden roses + ivy, no sweet peas"},
    },
    "kim": {
        "delivery": {"note": "Thu 16/6 - set up fri 24th eve at Shibden (arch + 10 tables), sat 9.30 bouquets + "
                             "posies to Ellie's mum's in Hipperholme, buttonholes w/ them"},
        "money": {"note": "£250 deposit pd 3/3, balance £890 by 28/5 - PAID 27/5 ✔"},
    },
}

store = InMemoryStore()


def write(who: str) -> None:
    for key, value in RECORDS[who].items():
        store.put(NS, key, {**value, "by": who})


threads = [threading.Thread(target=write, args=(who,), name=f"records-{who}") for who in RECORDS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's going in the bridesmaids' posies? doing the ribbons tonight + want to check the sage goes"
context = ["Today is Tue 21 June 2050. You are talking to Kim, who helps Shaz at Stems by Shaz on wedding weeks."] + \
          [f"{r.key} ({r.value['by']}): {r.value['note']}" for r in store.search(NS, limit=10)]
assert any("little posies of sweet peas + gyp" in c for c in context), context
assert any("so bridesmaids are spray roses + waxflower now" in c for c in context), context
reply = answer(f"(Kim) {question}", context,
               mock="Spray roses and waxflower - the sweet peas won't be out in time, so Shaz swapped them and Ellie's "
                    "happy. Sage ribbon's still the plan.")
finish(question, expected="sweet peas and gyp", actual=reply)
