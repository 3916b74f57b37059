"""Batch 357 (held out). Equine yard visits: LangGraph InMemoryStore (sync), two writers in threads.

App: Brook Lane Livery's yard helper keeps one record per horse in ("brook-lane-livery-2050", "horses") - the vet's
current plan, the feed, the farrier - and liveries' messages in ("brook-lane-livery-2050", "msgs"). The feed-chart
job (Nicola's script that copies the new feed chart into every horse's record) reads a horse's record, sets its
feed line and writes the whole record back; the vet's app writes her addenda into the same record after a yard
visit.

Planted fault (UpdateError, lost update): the feed-chart job reads Dolly's record (9y TB x mare, Dr Rees 2/3/50: L
fore proximal suspensory desmitis, mild; box rest + 10 min in-hand walking BID x 4 wks, rescan 30/3, NO turnout till
the rescan); Dr Rees then writes her Addendum of 30/3 16:40 - rescan much improved, ~80% fibre fill, start turnout in
the small paddock 20 min/day from Sat 2/4, build up 10 min a week, ridden walk from the 11th; the job then puts back
its stale copy with the new feed line, losing the addendum. Question (Fri 1/4, Dolly's owner Hannah): "can Dolly go
out in the paddock this weekend? meant to be sunny ☀️" -> expected yes - the small paddock, 20 minutes a day from
Saturday, after her good rescan. The assistant says no - box rest, no turnout till the rescan.

Expected verdict: UpdateError at langgraph.store.put (the feed-chart job's put, wrapped in fault()): Dr Rees's
addendum landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
the answer. Asserted: the addendum was in the store before the stale put; Dolly's record has the new feed line and
"NO turnout till rescan", and no context line has "addendum", "small paddock" or "80%".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b357_langgraph_equine_turnout_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

HORSES = ("brook-lane-livery-2050", "horses")
MSGS = ("brook-lane-livery-2050", "msgs")
KEY = "dolly"
RECORDS = {
    KEY: {"vet": "Dr Rees 2/3/50 - Dolly 9y TB x mare, 2/10 lame L fore, u/s: L fore prox suspensory desmitis, "
                 "mild. P: box rest + in-hand walking 10 min BID x 4 wks, bute 2g SID x 5d then stop. rescan 30/3. "
                 "NO turnout till rescan",
          "feed": "2 scoops Alfa-A Lite + 1 balancer, soaked hay 7kg nightly",
          "owner": "Hannah Lister"},
    "monty": {"vet": "Dr Rees 2/3/50 - Monty 14y cob, flu/tet booster given, teeth rasped, sharp hooks 106/206 "
                     "reduced. next dental 12 months",
              "feed": "1 scoop Hi-Fi + handful of chaff, hay ad lib", "owner": "Pete Ward"},
    "bramble": {"vet": "farrier only - Tom 24/3 front shoes, trim behind, next 6 wks",
                "feed": "grass kept, hay in the field shelter", "owner": "Sue Aske"},
}
MSG_LINES = [
    ("2050-03-12T18:10", "Hannah", "Dolly's going stir crazy in the box 😩 walked her down the lane 10 min, she "
                                   "was an angel for the first 5"),
    ("Weds 23/3", "Nicola", "new feed chart goes up sat, hay's from the new supplier, soak 1hr min"),
    ("30.3.", "Hannah", "rescan done, Dr Rees is writing it up on her app tonight"),
]
ADDENDUM = {"vet": "Dr Rees 2/3/50 - Dolly 9y TB x mare, L fore prox suspensory desmitis, mild. Addendum 30/3 16:40 "
                   "(Dr Rees): rescan much improved, ~80% fibre fill, lesion smaller. start turnout in the small "
                   "paddock 20 min/day from sat 2/4, build up 10 min a wk, ridden walk from the 11th. in-hand walking "
                   "can stop. recheck scan 6 wks"}
FEED = {"feed": "new chart 26/3: 1.5 scoops Alfa-A Lite + 1 balancer, soaked hay 6kg nightly (she's on box rest)"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(HORSES, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, addendum_done = threading.Event(), threading.Event()


def feed_chart_job() -> None:
    copy = dict(store.get(HORSES, KEY).value)
    read_done.set()
    addendum_done.wait()
    copy.update(FEED)
    with fault():
        store.put(HORSES, KEY, copy)


def vet_addendum() -> None:
    read_done.wait()
    item = store.get(HORSES, KEY)
    store.put(HORSES, KEY, {**item.value, **ADDENDUM})
    assert "turnout in the small paddock 20 min/day from sat 2/4" in store.get(HORSES, KEY).value["vet"]
    addendum_done.set()


threads = [threading.Thread(target=feed_chart_job, name="feed-chart-job"),
           threading.Thread(target=vet_addendum, name="dr-rees-addendum")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can Dolly go out in the paddock this weekend? meant to be sunny ☀️"
context = ["Today is Fri 1 April 2050. You are talking to Hannah, who keeps her mare Dolly at Brook Lane Livery."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(HORSES, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "NO turnout till rescan" in c and "new chart 26/3" in c for c in context), \
    context
assert not any(w in c.lower() for c in context for w in ("addendum", "small paddock", "80%")), context
reply = answer(f"(Hannah) {question}", context,
               mock="Not yet, sorry - Dolly's still on box rest with in-hand walking only, no turnout until Dr Rees "
                    "has signed her off after the rescan.")
finish(question, expected="yes - the small paddock, 20 minutes a day from Saturday (Dr Rees's addendum after the "
                          "good rescan)", actual=reply)
