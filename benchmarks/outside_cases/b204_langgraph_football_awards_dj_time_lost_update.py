"""Batch 204 (held out). A football club's end-of-season awards dinner: LangGraph InMemoryStore (sync), two writers
in threads.

App: Craven Arms Town FC's awards night is Sat 26th May 2046 at the Legion - a sit-down dinner at 7, the trophies
(players' player, top scorer, clubman of the year, the juniors' cups), then DJ Dazzle till late. The club's helper
keeps one record per part in ("craven-arms-fc-awards-2046", "night") - the tables, the trophies, the DJ - and
members' messages in ("craven-arms-fc-awards-2046", "msgs"). The treasurer's money job reads the DJ record, adds
what's been paid and what's owed on the night, and writes the whole record back; Lee (the club secretary) edits the
same record at the same time.

Planted fault (UpdateError, lost update): the money job reads the DJ record (DJ Dazzle - Darren off the Ludlow
road - on from 8.30 after the trophies, till 12); Lee writes in, 21/5, that with 14 trophies this year and the
chairman's speech the presentations won't be done before 9.15ish, so Darren's not on till half 9 - he's fine with it
and the Legion have given them an extension, so he plays till 1; the money job then puts back its stale copy with
the money line (£50 deposit paid, £150 on the night), losing Lee's edit. Question (Thu 24/5, Kyle, a first-team
player): "what time's the disco start? half the lads are skipping the dinner and just coming for that" -> expected
half 9 (9.30). The assistant says 8.30.

Expected verdict: UpdateError at langgraph.store.put (the money job's put, wrapped in fault()): Lee's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides when the DJ
starts. Asserted: Lee's edit was in the store before the stale put; the DJ record has the money line and "on from
8.30", and no context line has half 9, 9.30, 9.15 or the extension.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b204_langgraph_football_awards_dj_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NIGHT = ("craven-arms-fc-awards-2046", "night")
MSGS = ("craven-arms-fc-awards-2046", "msgs")
KEY = "dj"
RECORDS = {
    KEY: {"who": "DJ Dazzle (Darren off the Ludlow rd), same as last yr",
          "when": "on from 8.30 after the trophies, till 12",
          "notes": "he's bringing the lights, no Sweet Caroline before 11 (Lee's rule)"},
    "tables": {"details": "9 tables of 10 in the main room, first team + partners on 1 + 2, juniors' families at the "
                          "back by the bar. dinner sat down at 7 sharp",
               "by": "Lee"},
    "trophies": {"details": "14 this yr incl the 3 junior cups - engraving from Shropshire Trophies, Gary's picking "
                            "them up fri. chairman's doing a speech (short, he promised)",
                 "by": "Lee"},
}
MSG_LINES = [
    ("2046-05-02T21:40", "Kyle", "tickets £20 yeh? can we pay on the night"),
    ("8/5", "Lee", "£20 inc dinner, pay Gaz by the 19th pls, NOT on the night, the Legion want numbers"),
    ("Tue 15th", "Mo", "who's doing the photos? my mrs has got a proper camra"),
]
EDIT = {"when": "trophies won't be done before 9.15ish (14 of them + the chairman) so Darren's not on till half 9 - "
                "he's fine, the Legion's given us an extension so he plays till 1",
        "edited": "Lee 21/5"}
MONEY = {"paid": "£50 deposit paid 3/4, £150 cash to him on the night", "by": "money job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(NIGHT, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def money_job() -> None:
    copy = dict(store.get(NIGHT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(MONEY)
    with fault():
        store.put(NIGHT, KEY, copy)


def lee_edit() -> None:
    read_done.wait()
    item = store.get(NIGHT, KEY)
    store.put(NIGHT, KEY, {**item.value, **EDIT})
    assert "not on till half 9" in store.get(NIGHT, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=money_job, name="money-job"),
           threading.Thread(target=lee_edit, name="lee-dj-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's the disco start? half the lads are skipping the dinner and just coming for that"
context = ["Today is Thu 24 May 2046. You are talking to Kyle, a first-team player at Craven Arms Town FC; the awards "
           "night at the Legion is Sat 26 May."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(NIGHT, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "on from 8.30" in c and "£150 cash" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("half 9", "9.30", "9.15", "extension")), context
reply = answer(question, context, mock="8.30 - DJ Dazzle's on straight after the trophies, till 12.")
finish(question, expected="half 9 (9.30) - the trophies run till about 9.15, then DJ Dazzle till 1", actual=reply)
