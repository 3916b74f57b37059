"""Batch 101 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), one root span
per turn (each note written in its own turn, then the question).

App: Radwell Village Hall's bookings helper keeps bookings in ("radwell", "bookings") and the cleaners' and
keyholders' notes in ("radwell", "notes"); Brenda, the bookings secretary, adds them as they come in, and the
cleaners ask the helper.

Memory: the Kaur 40th is Sat 19/4 in the main hall, 6pm till midnight, music off at 11.30; the standing rota says
Dawn cleans after any Saturday booking, Sunday 8am; Tue 15/4 Dawn says she'll go in at 7 on the Sunday, as the
Methodists want the main hall from 9.30 for their coffee morning while their own roof's being done, and after a
40th it'll want a good two hours; Mrs Pryce will leave the key under the mat for her. Question (Thu 17/4, Dawn's
daughter, who's helping her): "what time are we starting at the hall sunday morning?" The assistant says 7am. The
label says 8am.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b101_ctl_langgraph_hall_cleaner_time_label", ["langgraph_store", "litellm"])

from b3_support import turn_span  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402

BOOKINGS = ("radwell", "bookings")
NOTES = ("radwell", "notes")
WRITES = [
    (BOOKINGS, "kaur-2036-04-19", {"what": "Kaur 40th, sat 19/4, main hall 6pm-12", "music": "off 11.30 latest",
                                   "paid": "£96 + £50 bond"}),
    (NOTES, "rota", {"from": "Brenda", "text": "cleaning rota: Sheila mon + thurs am; Dawn after any sat booking, "
                                               "sun 8am"}),
    (BOOKINGS, "methodists-2036-04-20", {"what": "Methodist coffee morning sun 20/4 main hall 9.30-12 (their "
                                                 "roof's being done)", "paid": "£40"}),
    (NOTES, "dawn-15-4", {"from": "Dawn", "text": "tues 15/4 - I'll go in at 7 sun, the Methodists want the big "
                                                  "room from 9.30 + after a 40th it'll want a good 2 hrs. my Jess "
                                                  "is giving me a hand"}),
    (NOTES, "keys-16-4", {"from": "Mrs Pryce", "text": "16.4 I'll leave the key under the mat sat night for Dawn"}),
]


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for i, (ns, key, value) in enumerate(WRITES, 1):
    with turn_span(f"turn-{i} {key}"):
        store.put(ns, key, value)

question = "what time are we starting at the hall sunday morning?"
with turn_span("question Thu 17/4"):
    context = ["Today is Thu 17 April 2036. You are talking to Jess, who's helping her mum Dawn clean."] + \
              [f"{r.key}: {flat(r.value)}" for r in store.search(BOOKINGS, limit=10)] + \
              [f"{n.key}: {flat(n.value)}" for n in store.search(NOTES, limit=10)]
    assert any("Dawn after any sat booking, sun 8am" in c for c in context), context
    assert any("I'll go in at 7 sun" in c for c in context), context
    reply = answer(question, context, mock="7am - your mum wants a good two hours after the party, and the "
                                           "Methodists have the main hall from 9.30. The key's under the mat.")
finish(question, expected="8am, the usual Sunday slot", actual=reply)
