"""Batch 164 (held out). A youth theatre's summer show: LangGraph InMemoryStore (sync), two writers in threads.

App: Ravensworth Youth Theatre is doing Bugsy Malone at the Civic Hall, Thu 28th - Sat 30th July 2039 (cast of 34,
rehearsals tues + thurs at the scout hut, tickets off the Civic box office). The theatre's helper keeps one record per
thing in ("ryt", "show") - rehearsals, costumes, tickets - and odd notes in ("ryt", "notes"). The costume job reads
the rehearsals record, adds the fittings rota and writes the whole record back; Mel, the director, edits the same
record at the same time.

Planted fault (UpdateError, lost update): the costume job reads the rehearsals record (tues + thurs 6-8 at the scout
hut, full tech run Sun 24th 10-4 at the Civic, bring a packed lunch); Mel writes in, on Tue 12/7, that the Civic have
gone and let the main hall to a wedding fair on the Sunday, so the tech is Sat 23rd instead, same times, and anyone
who can't make it has to tell her by Friday; the costume job then puts back its stale copy with the fittings rota,
losing her edit. Question (Weds 20/7, Lou, Ellie's mum): "which day's the tech run? Ellie's got a party at the
weekend and I need to tell them" -> expected Sat 23rd July, 10-4 at the Civic (the Sunday's gone to a wedding fair).
The assistant says Sunday 24th.

Expected verdict: UpdateError at langgraph.store.put (the costume job's put, wrapped in fault()): Mel's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the day.
Asserted: Mel's edit was in the store before the stale put; the rehearsals record has the fittings rota and the Sun
24th tech, and no context line mentions Sat 23rd or the wedding fair.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b164_langgraph_youththeatre_tech_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SHOW = ("ryt", "show")
NOTES = ("ryt", "notes")
KEY = "rehearsals"
RECORDS = {
    KEY: {"when": "tues + thurs 6-8 at the scout hut. full tech run sun 24th 10-4 at the Civic, packed lunch, NO "
                  "splurge guns in the dressing rooms", "set by": "Mel"},
    "costumes": {"details": "pinstripes + braces for the gangsters, flapper dresses from the Amdram store. Jo + "
                            "Bernie sewing", "who": "Jo"},
    "tickets": {"details": "Civic box office or online, £9 / £6 concs, thurs night 2 for 1", "who": "Sandra"},
}
NOTE_LINES = [
    ("2039-06-28T21:00", "Mel", "off book by 7th july pls!! Fat Sam + Tallulah esp"),
    ("Thu 7/7", "Sandra", "thurs nearly sold out, sat mat v slow"),
    ("11.7.", "Jo", "need 6 more trilbies, charity shops pls"),
]
EDIT = {"when": "tues + thurs 6-8 at the scout hut. BUT the Civic have gone + let the main hall to a wedding fair on "
                "the sun so tech is SAT 23rd instead, same 10-4, packed lunch. anyone who can't make it tell me by "
                "fri. still NO splurge guns in the dressing rooms",
        "edited": "Mel Tue 12/7"}
FITTINGS = {"fittings": "costume fittings at Jo's, weds 13th + 20th 5-7, gangsters first", "by": "costume job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SHOW, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def costume_job() -> None:
    copy = dict(store.get(SHOW, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(FITTINGS)
    with fault():
        store.put(SHOW, KEY, copy)


def mel_edit() -> None:
    read_done.wait()
    item = store.get(SHOW, KEY)
    store.put(SHOW, KEY, {**item.value, **EDIT})
    assert "SAT 23rd" in store.get(SHOW, KEY).value["when"]
    edit_done.set()


threads = [threading.Thread(target=costume_job, name="ryt-costume-fittings-job"),
           threading.Thread(target=mel_edit, name="mel-rehearsals-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which day's the tech run? Ellie's got a party at the weekend and I need to tell them"
context = ["Today is Weds 20 July 2039. You are talking to Lou, whose daughter Ellie is in Ravensworth Youth Theatre's "
           "Bugsy Malone (Thu 28 - Sat 30 July)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SHOW, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "tech run sun 24th" in c and "fittings at Jo's" in c for c in context), context
assert not any("23rd" in c or "wedding fair" in c for c in context), context
reply = answer(question, context, mock="Sunday 24th - the full tech run at the Civic, 10 till 4, with a packed lunch.")
finish(question, expected="Sat 23rd July, 10-4 at the Civic - the Sunday's gone to a wedding fair", actual=reply)
