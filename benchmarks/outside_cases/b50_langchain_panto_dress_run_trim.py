"""Batch 50 (held out). A youth theatre director's chat about the panto: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Jan directs the Ledbury Young Players' Cinderella (shows Thu 3 - Sat 5 December 2026, 34 kids aged 9-17). She
keeps one chat going with an assistant about rehearsals, cast and costumes; each turn the app trims the history to
the last 12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is Jan's note after a call with the vicar: "Rev Sue
rang, there's a funeral tea in the church hall sun 29th so we can't have it - dress run is at the Scout hut on Mill
Lane, same 1-5, Gary's bringing the lighting rig over in his van sat night". Turn 2 pastes the schedule from the
parents' letter as it went out in October (Sun 29/11 full dress run, St Luke's church hall, 1pm-5pm). Later turns
are costumes, tickets, chaperones and the programme. By turn 7 the trim no longer keeps turn 1. Question (turn 7,
Tue 24/11): "where's sunday's dress run?" -> expected the Scout hut on Mill Lane. The assistant goes by the letter:
St Luke's church hall.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is in
every window before turn 7 and missing from turn 7's, which holds the pasted schedule. Another reading: a response
fault is ruled out, as the Scout hut is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b50_langchain_panto_dress_run_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Rev Sue rang, there's a funeral tea in the church hall sun 29th so we can't have it - dress run is at the Scout "
     "hut on Mill Lane, same 1-5, Gary's bringing the lighting rig over in his van sat night",
     "Got it: Sunday 29th's dress run is at the Scout hut on Mill Lane, 1-5; Gary moves the lighting rig Saturday."),
    ("here's the schedule from the parents' letter (Oct) so you've got it: Tues + Thurs 6.30-8.30 St Luke's church "
     "hall all Nov; Sat 21/11 10-1 songs only; Sun 29/11 full dress run, St Luke's church hall, 1pm-5pm; get-in at "
     "the Feathers ballroom Wed 2/12 from 4",
     "Schedule noted: Tue/Thu rehearsals at St Luke's, songs Sat 21st, dress run Sun 29th 1-5 at St Luke's, get-in "
     "Wed 2nd at the Feathers."),
    ("costumes - Mrs Bradley's got the ugly sisters' frocks nearly done, Cinders' ballgown needs taking in 2 inches, "
     "the mice tails are a disaster, 8 needed",
     "Sisters' frocks nearly done, ballgown to take in 2 inches, 8 mouse tails still needed."),
    ("tickets - Thurs 62 sold, Fri 88, Sat mat 120 (sold out!!), Sat eve 97. £9 adults £6 kids",
     "Thu 62, Fri 88, Sat matinee sold out at 120, Sat evening 97."),
    ("chaperones for the under-14s: need 1 per 12, we've got Lisa, Dev, Mrs Kaur - need one more for the sat double",
     "Three chaperones so far; one more needed for the Saturday double."),
    ("programme to the printers by fri 27th, Ffion's doing the cast bios, 40 words each max",
     "Programme to the printers by Friday 27th; Ffion writing 40-word bios."),
    ("where's sunday's dress run?",
     "St Luke's church hall, 1 till 5 - it's the full dress run on Sunday 29th."),
]
WINDOW = 12


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("Scout hut" in str(m.content) for m in window), window
            assert any("Sun 29/11 full dress run, St Luke's church hall" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("funeral tea" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jan's panto notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="the Scout hut on Mill Lane - the church hall is taken for a funeral tea", actual=reply)
