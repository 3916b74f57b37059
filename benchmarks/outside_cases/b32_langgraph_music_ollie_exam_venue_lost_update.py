"""Batch 32 (held out). A school's music department: LangGraph InMemoryStore (sync), two writers in threads.

App: Mrs Kaur runs music at Marling Park secondary (about 60 pupils on peripatetic lessons, instruments on hire).
The department's assistant keeps one record per exam entry (``("music", "exams")``, key = pupil + instrument +
grade; value = pupil, board, grade, date, time, venue, accompanist, fee) and a namespace of notes from the staff
chat, and answers parents' and staff questions from a search of both. Two things write Ollie Brennan's piano entry
at once: the office's ParentPay sync (it reads the record, adds the fee status, and writes the whole record back)
and Mrs Kaur, on her laptop, after ABRSM's email.

Planted fault (UpdateError, lost update): the sync read the record before Mrs Kaur's venue edit ("St Barnabas
church hall, Priory Rd - our hall's got the leak so ABRSM have put our whole day there, same times, parents drop
at the side door") and puts back its stale copy, whose venue still says the school hall. Question (Mon 9/6): "where
is Ollie's grade 5 piano tomorrow? his dad's asking" -> expected St Barnabas church hall on Priory Road. The
assistant says the school hall.

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: the venue edit is
in the record before the sync's put and missing from the final context, which says the school hall. Another
reading: none that we see; nothing is deleted, and the staff chat never names the new venue.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b32_langgraph_music_ollie_exam_venue_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

EXAMS = ("music", "exams")
CHAT = ("music", "staff-chat")
KEY = "ollie-brennan-piano-g5"
RECORDS = {
    "freya-odell-violin-g3": {"pupil": "Freya O'Dell 8K", "board": "ABRSM", "grade": "3 violin",
                              "date": "Tue 10/6", "time": "9.40", "venue": "school hall (visiting centre)",
                              "accompanist": "Mr Hales", "fee": "£62 paid"},
    KEY: {"pupil": "Ollie Brennan 10R", "board": "ABRSM", "grade": "5 piano", "date": "Tue 10 June",
          "time": "11.05 (warm up 10.45 in M2)", "venue": "school hall (visiting centre)", "accompanist": "n/a",
          "fee": "tbc"},
    "jas-singh-trumpet-g4": {"pupil": "Jas Singh 9L", "board": "Trinity", "grade": "4 trumpet", "date": "Thu 19/6",
                             "time": "2.15", "venue": "Cheltenham Trinity centre (Pittville)",
                             "accompanist": "Mrs Kaur", "fee": "£71 paid"},
    "amelia-roy-flute-g4": {"pupil": "Amelia Roy 9K", "board": "ABRSM", "grade": "4 flute", "date": "autumn",
                            "time": "-", "venue": "-", "accompanist": "Mr Hales", "fee": "-"},
}
CHAT_MSGS = [
    ("2/6", "Mr Hales", "Freya's scales are shaky, extra 10 mins Weds lunch"),
    ("3/6", "Mrs Kaur", "Hall roof's leaking over the stage again, bucket's out, site team on it"),
    ("4/6", "Office (Bev)", "Ollie's dad rang, wants to know where to drop him on exam day, said I'd ask you"),
    ("5/6", "Mrs Kaur", "ABRSM emailed re the hall, sorting the exam day with them now"),
    ("6/6", "Mr Hales", "Cello hire returns: 3 back, Isla's still out (half-size)"),
    ("6/6", "Mrs Kaur", "Piano tuner in M2 Mon 9th pm so it's nice for Ollie"),
]
VENUE_EDIT = ("St Barnabas church hall, Priory Rd - our hall's got the leak so ABRSM have put our whole day there, "
              "same times, parents drop at the side door")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(EXAMS, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, kaur_done = threading.Event(), threading.Event()


def parentpay_sync() -> None:
    copy = dict(store.get(EXAMS, KEY).value)
    read_done.set()
    kaur_done.wait()
    copy.update(fee="£78 paid 5/6 ParentPay (ref MP-44812)")
    with fault():
        store.put(EXAMS, KEY, copy)


def kaur_laptop() -> None:
    read_done.wait()
    item = store.get(EXAMS, KEY)
    store.put(EXAMS, KEY, {**item.value, "venue": VENUE_EDIT, "edited": "Fri 6/6 16:12 SKaur"})
    assert "St Barnabas" in store.get(EXAMS, KEY).value["venue"]
    kaur_done.set()


threads = [threading.Thread(target=parentpay_sync, name="parentpay-sync"),
           threading.Thread(target=kaur_laptop, name="kaur-laptop")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where is Ollie's grade 5 piano tomorrow? his dad's asking"
exams = store.search(EXAMS, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Mon 9/6/25."] + [f"{e.key}: {flat(e.value)}" for e in exams] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(KEY in c and "venue: school hall (visiting centre)" in c and "ParentPay" in c for c in context), context
assert not any("St Barnabas" in c or "Priory" in c or "side door" in c for c in context), context
reply = answer(question, context, mock="In the school hall - it's the visiting exam centre. He's on at 11.05 with a "
                                       "warm up in M2 from 10.45. Fee's paid.")
finish(question, expected="St Barnabas church hall on Priory Road", actual=reply)
