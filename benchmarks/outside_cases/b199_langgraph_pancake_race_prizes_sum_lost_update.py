"""Batch 199 (held out). A church's pancake race: LangGraph InMemoryStore (sync), two writers in threads.

App: St Peter's, Wem run their pancake race on Shrove Tuesday, Tue 1st March 2044, at 12.30 down the churchyard path
and back - heats of 6 (kids first, then the grown-ups), the hall's pans, pancakes and lemon in the hall after, prizes
for the winners. The parish helper keeps one record per part in ("st-peters-wem-pancakes-2044", "race") - the race
itself, the pans, the food - and parishioners' odd messages in ("st-peters-wem-pancakes-2044", "msgs"). The heats job
reads the race record, adds the heats it has drawn and writes the whole record back; Rev Alison edits the same record
at the same time.

Planted fault (UpdateError, lost update): the heats job reads the race record (prizes: a £20 Co-op voucher for the
grown-ups' winner and a £10 book token for the best fancy dress; start 12.30 by the lychgate, Jan with the whistle);
Rev Alison writes in, Weds 24 Feb, that the Bakehouse on Noble St are giving a £15 voucher for the fastest under-11
as well, so the prizes are the £20 Co-op one, the £10 book token and the Bakehouse's £15; the heats job then puts
back its stale copy with its heats (3 kids' heats, 2 grown-ups', final 1.15ish), losing her edit. Question (Fri 4/3,
Margaret, who writes the parish magazine): "how much were the prizes worth altogether? doing the thank you bit for
the mag" -> expected £45 (£20 + £10 + the Bakehouse's £15). The assistant says £30.

Expected verdict: UpdateError at langgraph.store.put (the heats job's put, wrapped in fault()): Rev Alison's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
total. Asserted: her edit was in the store before the stale put; the race record has the heats line and the £20 and
£10 prizes, and no context line mentions the Bakehouse, £15 or the under-11s.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b199_langgraph_pancake_race_prizes_sum_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

RACE = ("st-peters-wem-pancakes-2044", "race")
MSGS = ("st-peters-wem-pancakes-2044", "msgs")
KEY = "race"
RECORDS = {
    KEY: {"when": "shrove tues 1st march, 12.30 sharp by the lychgate, down the path to the yew + back. Jan on the "
                  "whistle",
          "prizes": "£20 Co-op voucher for the grown ups' winner + a £10 book token best fancy dress (Jan's idea, "
                    "the curate went as a chicken last yr 🐔)",
          "rules": "must flip at the start, at the yew + at the finish. drop it = pick it up + flip again"},
    "pans": {"details": "hall's non-stick ones, 12 of them - Gordon checking the handles", "by": "Jan"},
    "food": {"details": "pancakes + lemon + sugar in the hall after, £1, Mothers' Union making the batter Mon night",
             "by": "Jan"},
}
MSG_LINES = [
    ("2044-02-09T10:20", "Sue", "school say yes to yr 5 + 6 coming down, they'll walk them over for 12.15"),
    ("17/2", "Gordon", "handles all fine, 2 pans a bit warped but they'll do lol"),
    ("22.2.", "Bev", "can I do the fancy dress judging? not running with this knee"),
]
EDIT = {"prizes": "£20 Co-op voucher for the grown ups' winner, the £10 book token best fancy dress + the Bakehouse on "
                  "Noble St are giving a £15 voucher for the fastest under 11 as well, bless them",
        "edited": "Rev Alison Weds 24 Feb"}
HEATS = {"heats": "kids 3 heats (under 7s, 7-9, 10-11), grown ups 2 heats of 6, final 1.15ish", "by": "heats job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(RACE, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def heats_job() -> None:
    copy = dict(store.get(RACE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(HEATS)
    with fault():
        store.put(RACE, KEY, copy)


def alison_edit() -> None:
    read_done.wait()
    item = store.get(RACE, KEY)
    store.put(RACE, KEY, {**item.value, **EDIT})
    assert "£15 voucher for the fastest under 11" in store.get(RACE, KEY).value["prizes"]
    edit_done.set()


threads = [threading.Thread(target=heats_job, name="heats-job"),
           threading.Thread(target=alison_edit, name="rev-alison-prizes-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much were the prizes worth altogether? doing the thank you bit for the mag"
context = ["Today is Fri 4 March 2044. You are talking to Margaret, who writes St Peter's parish magazine; the "
           "pancake race was on Shrove Tuesday, 1 March."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(RACE, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "£20 Co-op voucher" in c and "£10 book token" in c and "3 heats" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("bakehouse", "£15", "under 11")), context
reply = answer(question, context, mock="£30 altogether - the £20 Co-op voucher for the winner and the £10 book token "
                                       "for the best fancy dress.")
finish(question, expected="£45 - the £20 Co-op voucher, the £10 book token and the Bakehouse's £15 voucher",
       actual=reply)
