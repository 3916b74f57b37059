"""Batch 364 (held out). Subcontractor scheduling on a school renovation: LangGraph InMemoryStore (sync), two
writers in threads.

App: Jefferson Elementary renovation (2051). The GC's helper keeps one record per subcontractor in
("jefferson-es-reno-2051", "subs") - Brightline Electric, Apex Fire Protection, Kessler Drywall, Metro Acoustical,
Tri-County Painting: scope, crew, dates - and the super's texts in ("jefferson-es-reno-2051", "texts"). The
lookahead job (the PE's script that copies the 3-week lookahead out of the P6 schedule) reads a sub's record, adds
its lookahead line and writes the whole record back; Gus (the super) edits the same Kessler record at the same time.

Planted fault (UpdateError, lost update): the lookahead job reads Kessler's record (2nd fl east wing hang + tape,
starts Mon 3/27, 6 guys); Gus writes in, Tue 3/14, that CO-07 (the added 2nd fl east wing rooms) is approved and
Kessler is moving up - they start Mon 3/20 with 8 guys, was 3/27; the lookahead job then puts back its stale copy
with its lookahead line, losing Gus's edit. Question (Fri 3/17, the district's facilities coordinator): "which subs
are on site monday? district needs names for the visitor badges" -> expected Brightline Electric, Apex Fire
Protection and Kessler Drywall (moved up to Mon 3/20 per CO-07); a list whose items sit in three different records.
The assistant says Brightline and Apex, Kessler not till 3/27.

Why the expected answer is this type and operation: Gus's write landed and the later put from a copy read before it
overwrote it, so the store lost the change that puts Kessler on the Monday list; the model answered faithfully from
the stale record. So UpdateError at langgraph.store.put (the lookahead job's put, wrapped in fault()). Asserted:
Gus's edit was in the store before the stale put; Kessler's record has the lookahead line and "starts Mon 3/27",
and no context line has CO-07, 3/20 w/ 8 or "moving up".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b364_langgraph_sub_schedule_subs_monday_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SUBS = ("jefferson-es-reno-2051", "subs")
TEXTS = ("jefferson-es-reno-2051", "texts")
KEY = "kessler_drywall"
RECORDS = {
    "brightline_electric": {"scope": "Brightline Electric - power, lighting, FA devices (CO-04)",
                            "schedule": "on site daily thru 4/28, 6 guys, foreman Ray. FA devices 2nd fl wk of 3/20"},
    "apex_fire": {"scope": "Apex Fire Protection - sprinkler mains + heads",
                  "schedule": "2nd fl head drops mon 3/20 thru weds 3/22, 4 guys, Tony's crew"},
    KEY: {"scope": "Kessler Drywall - 2nd fl east wing hang + tape, rms 201-210 + corridor",
          "schedule": "starts Mon 3/27, 6 guys, Luis P foreman. needs above-ceiling sign-off in the rms first"},
    "metro_acoustical": {"scope": "Metro Acoustical - ACT grid + tile",
                         "schedule": "grid after the above-ceiling sign-off + drywall, earliest 4/3"},
    "tri_county_paint": {"scope": "Tri-County Painting", "schedule": "prime 1st fl corridors wk of 4/10, 3 guys"},
}
TEXT_LINES = [
    ("2051-03-06T06:15", "Gus", "reminder all subs - sign in at the trailer b4 going in, school's in session in the "
                                "north wing, badges on at all times"),
    ("3/9", "Gus", "above-ceiling in 201-206 signed off by the city 3/9 🙌 207-210 next wk"),
    ("3/13", "Luis", "Tri-County asked to push to wk of 4/17, told them no for now"),
]
EDIT = {"schedule": "CO-07 approved 3/14 (2nd fl east wing adds), Kessler moving up - starts Mon 3/20 w/ 8 guys (was "
                    "3/27), Luis P foreman, start in 201-206 (signed off)",
        "edited": "Gus tue 3/14"}
LOOKAHEAD = {"lookahead": "3-wk lookahead from P6 printed 3/13, data date 3/10", "by": "lookahead job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SUBS, key, record)
for i, (day, who, text) in enumerate(TEXT_LINES, 1):
    store.put(TEXTS, f"t-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def lookahead_job() -> None:
    copy = dict(store.get(SUBS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LOOKAHEAD)
    with fault():
        store.put(SUBS, KEY, copy)


def gus_edit() -> None:
    read_done.wait()
    item = store.get(SUBS, KEY)
    store.put(SUBS, KEY, {**item.value, **EDIT})
    assert "starts Mon 3/20 w/ 8 guys" in store.get(SUBS, KEY).value["schedule"]
    edit_done.set()


threads = [threading.Thread(target=lookahead_job, name="lookahead-job"),
           threading.Thread(target=gus_edit, name="gus-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "which subs are on site monday? district needs names for the visitor badges"
context = ["Today is Fri 3/17/2051. You are talking to the Jefferson Elementary district facilities coordinator."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SUBS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(TEXTS, limit=50)]
assert any(c.startswith(KEY + ":") and "starts Mon 3/27" in c and "lookahead" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("co-07", "3/20 w/ 8", "moving up")), context
reply = answer(question, context, mock="Monday 3/20: Brightline Electric (Ray's crew, 6) and Apex Fire Protection "
                                       "(Tony's crew, 4). Kessler Drywall doesn't start till Mon 3/27.")
finish(question, expected="Brightline Electric, Apex Fire Protection and Kessler Drywall - Kessler moved up to Mon "
                          "3/20 per CO-07", actual=reply)
