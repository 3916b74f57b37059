"""Batch 223 (held out). A rowing club's regatta: LangGraph InMemoryStore (sync), two writers in threads.

App: Bewdley Rowing Club hold their regatta on Sat 19th June 2049 - side-by-side racing over 500m from 8.30, junior
and masters events, the bar and a hog roast on the club lawn. The club's helper keeps one record per part of the
day in ("bewdley-rc-regatta-2049", "plan") - the races, the bar, the food - and committee messages in
("bewdley-rc-regatta-2049", "msgs"). The rota job (Nia's script that fills in the volunteers' rota) reads the bar
record, adds its helpers line and writes the whole record back; Kath (the social secretary) edits the same record
at the same time.

Planted fault (UpdateError, lost update): the rota job reads the bar record (Wye Valley Brewery bringing their bar
trailer, their rep Mark running it, 11-7, the club gets 20% of the takings); Kath writes in, Weds 9 June, that Wye
Valley have let us down, the trailer's double booked for Hay, so Bev who has the Cock Inn is doing the bar herself
out of the boathouse, two pumps and Pimm's, same hours; the rota job then puts back its stale copy with its helpers
line, losing Kath's edit. Question (Fri 18/6, Andy, the treasurer): "who's running the bar tmrw? need to sort the
float w/ them" -> expected Bev, the landlady of the Cock Inn. The assistant says Mark, Wye Valley's rep.

Expected verdict: UpdateError at langgraph.store.put (the rota job's put, wrapped in fault()): Kath's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides who runs the
bar. Asserted: Kath's edit was in the store before the stale put; the bar record has the helpers line and Wye
Valley's Mark, and no context line has Bev, the Cock Inn or Hay.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b223_langgraph_regatta_bar_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("bewdley-rc-regatta-2049", "plan")
MSGS = ("bewdley-rc-regatta-2049", "msgs")
KEY = "bar"
RECORDS = {
    "races": {"details": "REGATTA 🚣 sat 19th june, 500m side by side, 1st race 8.30, last about 5. J14-J18, "
                         "masters, club 4s + the fun 8s at the end", "by": "Huw"},
    KEY: {"details": "BAR 🍺 Wye Valley Brewery bringing their bar trailer, their rep Mark runs it 11-7, club gets 20% "
                     "of the takings. Butty Bach + a lager + cider", "by": "Kath"},
    "food": {"details": "hog roast on the lawn from 12, Steve's Hogs, £8 a roll, veggie option. ice creams from the "
                        "van", "by": "Kath"},
}
MSG_LINES = [
    ("2049-05-02T20:30", "Huw", "entries open, 60 crews max, closes 5/6. umpires pls if u can"),
    ("16th may", "Nia", "doing the volunteer rota - bar, car park, boating pontoon, results tent. names to me"),
    ("Mon 7 Jun", "Huw", "68 crews!! had to add a 2nd heat for the J16s"),
]
EDIT = {"details": "BAR 🍺 Wye Valley have let us down 😡 trailer's double booked for Hay, so Bev who has the Cock "
                   "Inn is doing the bar herself out of the boathouse - 2 pumps + Pimm's, same hours 11-7, club "
                   "still gets 20%", "edited": "Kath Weds 9 June"}
ROTA = {"helpers": "2 parents per hour on glass collecting + 1 on the till, rota on the clubhouse door",
        "by": "rota job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rota_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ROTA)
    with fault():
        store.put(PLAN, KEY, copy)


def kath_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "Bev who has the Cock Inn" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=rota_job, name="rota-job"),
           threading.Thread(target=kath_edit, name="kath-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's running the bar tmrw? need to sort the float w/ them"
context = ["Today is Fri 18 June 2049. You are talking to Andy, the treasurer of Bewdley Rowing Club."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "their rep Mark runs it" in c and "glass collecting" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("bev", "cock inn", "hay")), context
reply = answer(question, context, mock="Mark, Wye Valley Brewery's rep - he's running their bar trailer 11-7.")
finish(question, expected="Bev, the landlady of the Cock Inn - Wye Valley pulled out, she's running the bar from "
                          "the boathouse", actual=reply)
