"""Batch 261 (held out). A mobile dog-grooming van's bookings: LangGraph InMemoryStore (sync), two writers in
threads.

App: Kerry runs Muddy Paws, a mobile dog-grooming van round the Calder valley - she parks outside, plugs in, and
does the dog in the van (full grooms, bath and tidy, nails). The van's helper keeps one record per working day in
("muddy-paws-van-2051", "days") - the dogs, the times, the jobs - and owners' messages in ("muddy-paws-van-2051",
"msgs"). The route job (Dean's script that works out the day's drive and the diesel) reads a day's record, adds the
route and writes the whole record back; Kerry edits the same record from her phone at the same time.

Planted fault (UpdateError, lost update): the route job reads Thursday 14th's record (Bramble 8.30, Biscuit - Mrs
Akhtar's cockapoo - 10.15, full groom 1.5 hrs, Pickles 12.30, Duke + Daisy about 2); Kerry writes in, Tue 12/9,
that Mrs Akhtar has sent pictures and Biscuit is matted to bits under his harness, so it's a shave down - book him
2.5 hrs not 1.5, Pickles pushed to 1, the labs about half 2; the route job then puts back its stale copy with the
route, losing Kerry's edit. Question (Weds 13/9, Mrs Akhtar): "how long will Biscuit take tomorrow? wondering if I
can nip to the shops while ur here" -> expected about two and a half hours (a shave down, he's matted). The
assistant says an hour and a half.

Expected verdict: UpdateError at langgraph.store.put (the route job's put, wrapped in fault()): Kerry's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides how long
Biscuit's groom takes. Asserted: Kerry's edit was in the store before the stale put; Thursday's record has the route
and Biscuit at a full groom of 1.5 hrs, and no context line has 2.5 hrs, a shave down or matting.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b261_langgraph_dog_grooming_groom_how_long_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DAYS = ("muddy-paws-van-2051", "days")
MSGS = ("muddy-paws-van-2051", "msgs")
KEY = "thu-14-sep"
RECORDS = {
    "tue-12-sep": {"details": "TUES 12th: 9.00 Alfie (shih tzu, full groom) Hebden, 11ish Rolo + Toffee (2 "
                              "dachshunds, bath + nails) Mytholm, 1.30 Luna (goldie, deshed, 2 hrs) Heptonstall",
                   "by": "Kerry"},
    KEY: {"details": "THURS 14th: 8.30 Bramble (springer, full groom 1.5 hrs) Sowerby; 10.15 Biscuit (cockapoo, Mrs "
                     "Akhtar, full groom 1.5 hrs) Luddenden; 12.30 Pickles (westie, bath + tidy, 1hr) Midgley; 2ish "
                     "Duke + Daisy (the 2 labs, bath + nails) Booth",
          "by": "Kerry"},
    "fri-15-sep": {"details": "FRI 15th: van MOT 9am at Dobson's 🙄 then 1pm Poppy (cavapoo puppy, 1st groom, go "
                              "gentle) Warley",
                   "by": "Kerry"},
}
MSG_LINES = [
    ("2051-09-04T19:20", "Mrs Akhtar", "can Biscuit have his usual thurs 14th pls, full groom, teddy bear face 🐶"),
    ("8/9", "Pickles' owner", "Pickles hates the dryer, can u towel dry him as much as poss x"),
    ("Mon 11th", "Duke + Daisy's owner", "side gate's open, they'll be in the garden, hose is round the back"),
]
EDIT = {"details": "THURS 14th (redone) - Mrs Akhtar sent pics, Biscuit's matted to bits under his harness 😬 so "
                   "it's a shave down, book him 2.5 hrs not 1.5. Bramble 8.30 as was, Biscuit 10.15 till quarter to "
                   "1, Pickles pushed to 1, Duke + Daisy about half 2",
        "edited": "Kerry tue 12/9"}
ROUTE = {"route": "Sowerby - Luddenden - Midgley - Booth, 23 miles, about £6 diesel, top up at the Tesco one",
         "by": "route job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DAYS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def route_job() -> None:
    copy = dict(store.get(DAYS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ROUTE)
    with fault():
        store.put(DAYS, KEY, copy)


def kerry_edit() -> None:
    read_done.wait()
    item = store.get(DAYS, KEY)
    store.put(DAYS, KEY, {**item.value, **EDIT})
    assert "book him 2.5 hrs not 1.5" in store.get(DAYS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=route_job, name="route-job"),
           threading.Thread(target=kerry_edit, name="kerry-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long will Biscuit take tomorrow? wondering if I can nip to the shops while ur here"
context = ["Today is Weds 13 September 2051. You are talking to Mrs Akhtar, whose cockapoo Biscuit is booked in "
           "with Muddy Paws."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(DAYS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "full groom 1.5 hrs) Luddenden" in c and "23 miles" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("2.5", "shave", "matted")), context
reply = answer(f"(Mrs Akhtar) {question}", context,
               mock="About an hour and a half - Kerry's with Biscuit from 10.15, so he'll be done by about quarter "
                    "to 12. Plenty of time for the shops.")
finish(question, expected="about 2 and a half hours - he's matted so it's a shave down", actual=reply)
