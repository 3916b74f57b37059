"""Batch 23 (held out). A scout troop's camps and kit: LangGraph InMemoryStore (sync), two writers in threads.

App: 1st Ashby Scouts keep one record per camp or event in ``("1st-ashby", "camps")`` (where, dates, cost, going,
kit, notes) and the leaders' messages in ``("1st-ashby", "leaders")``; the leaders' assistant answers from a search
of both. Two things write the Broadstone camp record at once: the kit-store sync (the quartermaster's tablet: it
reads the record, checks the tents and stoves out, then writes the whole record back with its kit line) and Skip's
phone, which writes the final list of who's going once the deposits are in.

Planted fault (UpdateError, lost update): the kit sync read the Broadstone record before Skip's edit ("going
(deposit in): Amir, Beth, Callum, Dev, Ella, Finn, Grace, Isla, Jacob - Hari's mum says his wrist won't be out of
plaster by then so he's not coming, refunded") and puts back its stale copy, whose list says "Amir, Beth, Callum,
Dev, Ella, Finn, Grace - waiting on Isla, Jacob, Hari". Question (Mon 11/5): "How many scouts are coming to
Broadstone?" -> expected nine. The assistant says seven so far.

Expected verdict: UpdateError at langgraph.store.put, the kit sync's put (inside fault()). Asserted: Skip's edit is
in the record before the kit sync's put and missing from the final context, which still has the list of seven.
Another reading: none that we see; nothing is deleted, and the leaders' messages only say deposits are coming in.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b23_langgraph_scouts_camp_headcount_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CAMPS = ("1st-ashby", "camps")
LEADERS = ("1st-ashby", "leaders")
RECORDS = {
    "broadstone-may": {"camp": "Broadstone Warren half-term camp", "where": "Broadstone Warren, Forest Row - the "
                       "Pine Glade site", "dates": "Fri 29 - Sun 31 May", "cost": "GBP 65 a head, GBP 20 deposit by "
                       "8/5", "going": "Amir, Beth, Callum, Dev, Ella, Finn, Grace - waiting on Isla, Jacob, Hari",
                       "kit": "tbc", "notes": "minibus from HQ 5.30pm Fri, parents collect Sun 3pm at the site"},
    "hikes-away-march": {"camp": "Hikes Away badge hike", "where": "Bradgate Park loop, 12km", "dates": "Sat 14/3",
                         "cost": "free", "going": "patrol leaders + 6", "kit": "own", "notes": "done, all passed"},
    "district-cook-off": {"camp": "District cook-off", "where": "Beaumanor Hall", "dates": "Sun 21 June",
                          "cost": "GBP 5", "going": "Kestrel patrol (4)", "kit": "2 trangias from the store",
                          "notes": "theme is 'one pot'"},
}
LEADER_MSGS = [
    ("2026-04-20", "Skip", "Broadstone letters out tonight, deposits by 8/5 pls. 12 spaces on the minibus incl us"),
    ("2026-04-22", "Akela", "Can lend you the big dixies for Broadstone, we're not camping till July"),
    ("2026-04-27", "QM", "Tent 3 pole's bent, will straighten or it's the 4 man Vango"),
    ("2026-04-29", "Skip", "Deposits coming in, a few on OSM, a couple cash at the door"),
    ("2026-05-02", "Bagheera", "I can do Sat + Sun at Broadstone not the Fri night, work"),
    ("2026-05-05", "QM", "Gas - 6 cartridges left, ordering a box of 12"),
    ("2026-05-07", "Skip", "Menu for Broadstone: chilli Fri, bacon butties + hike lunch Sat, roast in the pit Sat "
                           "night (!!), pancakes Sun"),
]
FINAL = ("Amir, Beth, Callum, Dev, Ella, Finn, Grace, Isla, Jacob (deposit in) - Hari's mum says his wrist won't be "
         "out of plaster by then so he's not coming, refunded")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CAMPS, key, record)
for i, (day, who, text) in enumerate(LEADER_MSGS, 1):
    store.put(LEADERS, f"msg-{i:02d}", {"date": day, "from": who, "text": text})

read_done, skip_done = threading.Event(), threading.Event()


def kit_sync() -> None:
    copy = dict(store.get(CAMPS, "broadstone-may").value)
    read_done.set()
    skip_done.wait()
    copy["kit"] = "Vango 4-man x3, patrol tents x2, 2 trangias + the big stove, dixies from Akela, 1 gas box"
    with fault():
        store.put(CAMPS, "broadstone-may", copy)


def skip_phone() -> None:
    read_done.wait()
    item = store.get(CAMPS, "broadstone-may")
    store.put(CAMPS, "broadstone-may", {**item.value, "going": FINAL, "edited": "Sat 9/5 (Skip)"})
    assert "Isla, Jacob (deposit in)" in store.get(CAMPS, "broadstone-may").value["going"]
    skip_done.set()


threads = [threading.Thread(target=kit_sync, name="kit-sync"), threading.Thread(target=skip_phone, name="skip-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "How many scouts are coming to Broadstone?"
camps = store.search(CAMPS, limit=10)
msgs = store.search(LEADERS, limit=50)
context = ["Today is Mon 11/5/26."] + [f"{c.key}: {flat(c.value)}" for c in camps] + \
          [f"{m.value['date']} {m.value['from']}: {m.value['text']}" for m in msgs]
assert any("waiting on Isla, Jacob, Hari" in c for c in context), context
assert not any("Isla, Jacob (deposit in)" in c or "plaster" in c for c in context), context
reply = answer(question, context, mock="Seven so far - Amir, Beth, Callum, Dev, Ella, Finn and Grace - with Isla, "
                                       "Jacob and Hari still to confirm.")
finish(question, expected="9 - everyone on the list except Hari (broken wrist)", actual=reply)
