"""Batch 247 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers in
threads (the coach's bout records and the secretary's messages), then the question.

App: Rastrick Amateur Boxing Club's junior squad - Monday, Wednesday and Friday sessions, skills bouts and club shows
through the season, matched through England Boxing. The club's helper keeps the coach's records in
("rastrick-abc-juniors", "bouts") - one per boxer with a bout coming up - and the secretary's messages in
("rastrick-abc-juniors", "msgs"); Tony (the head coach) and Shaz (the secretary) write at the same time from
different places.

Memory: Tony's record for Jayden (2051-01-19) - first skills bout, the Rochdale ABC show Sat 21st Feb, 36kg,
weigh-in 12, medical card needs renewing first; Tony's record for Ellie - Sat 28th Feb at home, 48kg; Shaz, 2051-02-
03 - medical cards done for Jayden and Kyle; Shaz, Sat 14th Feb - Rochdale's show is off, their hall's flooded, and
England Boxing have matched Jayden on the Bury ABC show instead, Sat 7th March, weigh-in 11 at the Castle Leisure
Centre, Tony's happy; Shaz, 16/2 - hoodies in. Question (Tue 17/2, Jayden's dad): "when's Jayden's bout? need to
book the day off + sort the car" The assistant says Saturday 7th March at the Bury ABC show (weigh-in 11 at the
Castle Leisure Centre) - Rochdale's was called off. The label says Saturday 21st February.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b247_ctl_langgraph_boxing_juniors_bout_day_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOUTS = ("rastrick-abc-juniors", "bouts")
MSGS = ("rastrick-abc-juniors", "msgs")
RECORDS = {
    "jayden": {"bout": "Jayden's 1st skills bout 🥊 Rochdale ABC show sat 21st Feb, 36kg, weigh in 12. medical card "
                       "needs renewing b4 then", "written": "2051-01-19 Tony"},
    "ellie": {"bout": "Ellie - home show sat 28th feb, 48kg, v a girl from Halifax ABC, weigh in 1",
              "written": "2051-01-26 Tony"},
}
MSG_LINES = [
    ("2051-02-03", "medical cards done for Jayden + Kyle, £15 each, paid from club funds"),
    ("Sat 14th Feb", "Rochdale's show is OFF, their hall's flooded 😩 England Boxing have matched Jayden on the Bury "
                     "ABC show instead - sat 7th March, weigh in 11 at the Castle Leisure Centre. Tony's happy with "
                     "it, same weight"),
    ("16/2", "hoodies are in!! £22, collect from me on mon"),
]

store = InMemoryStore()


def tony() -> None:
    for key, record in RECORDS.items():
        store.put(BOUTS, key, record)


def shaz() -> None:
    for i, (day, text) in enumerate(MSG_LINES, 1):
        store.put(MSGS, f"m-{i:02d}", {"day": day, "from": "Shaz", "text": text})


threads = [threading.Thread(target=tony, name="tony-bouts"), threading.Thread(target=shaz, name="shaz-msgs")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's Jayden's bout? need to book the day off + sort the car"
context = ["Today is Tue 17 February 2051. You are talking to Jayden's dad; Jayden is in Rastrick ABC's junior "
           "squad."] + \
          [f"{r.key}: {r.value['bout']} ({r.value['written']})" for r in store.search(BOUTS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any("Rochdale ABC show sat 21st Feb" in c for c in context), context
assert any("matched Jayden on the Bury ABC show instead - sat 7th March" in c for c in context), context
reply = answer(f"(Jayden's dad) {question}", context,
               mock="Saturday 7th March, on the Bury ABC show - weigh-in's at 11 at the Castle Leisure Centre. "
                    "The Rochdale one on the 21st was called off (their hall flooded).")
finish(question, expected="Saturday 21st February, at the Rochdale ABC show", actual=reply)
