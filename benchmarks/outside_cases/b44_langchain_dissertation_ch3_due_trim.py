"""Batch 44 (held out). A student's dissertation chat: LangChain InMemoryChatMessageHistory + trim_messages (last 14
messages, token_counter=len, start_on human), one root span per turn.

App: Nadia is in the final year of a geography degree, writing her dissertation on community gardens (supervisor
Dr Hale, interviews with volunteers). She keeps one chat going with an assistant about deadlines, interviews and
reading; each turn the app trims the history to the last 14 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is her note from a supervision: "met Dr Hale today
(tues) - she wants ch3 (methods) by fri 6/3 so she's got time to read it b4 she's off for easter, not the 27th like
the handbook says for draft chapters. also said my interview schedule's fine as is". Later turns are the handbook's
dates, interviews, referencing and the library. By turn 8 the trim no longer keeps turn 1. Question (turn 8, Mon
23/2): "when's my methods chapter due to Dr Hale?" -> expected Friday 6 March. The assistant goes by the handbook's
draft-chapter date, 27 March.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: turn 1 is in
every window before turn 8 and missing from turn 8's, which holds the handbook turn. Another reading: a response
fault is ruled out, as the 6 March date is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b44_langchain_dissertation_ch3_due_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("met Dr Hale today (tues) - she wants ch3 (methods) by fri 6/3 so she's got time to read it b4 she's off for "
     "easter, not the 27th like the handbook says for draft chapters. also said my interview schedule's fine as is",
     "Chapter 3 (methods) to Dr Hale by Fri 6 March; interview schedule approved."),
    ("handbook dates for my own sanity: draft chapters to supervisor by 27 March, full draft 'strongly encouraged' "
     "by 10 April, final hand-in Thu 23 April 2pm on Turnitin",
     "Handbook: draft chapters 27 Mar, full draft 10 Apr, hand-in Thu 23 Apr 2pm."),
    ("interview 6 done w Bernie at the Greenway site, 52 mins, tons on the funding stuff. 6 more to go",
     "Six interviews done, six to go."),
    ("is it Harvard w page numbers for direct quotes? the dept guide is so vague",
     "Yes - Harvard with page numbers for direct quotes."),
    ("library's got the Firth book on 3 day loan only, someone's got it till thurs",
     "The Firth book is on 3-day loan, out till Thursday."),
    ("transcribing is killing me, otter's ok but useless w Jean's accent, doing hers by hand - 2 hrs for 40 mins",
     "Otter struggles with Jean's interview; transcribing that one by hand."),
    ("ethics amendment for the extra site came back fine, can start at Moss Lane next wk",
     "Ethics amendment approved - Moss Lane from next week."),
    ("when's my methods chapter due to Dr Hale?",
     "27 March - that's the handbook date for draft chapters to your supervisor, so you've got about a month."),
]
WINDOW = 14


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
            assert not any("6/3" in str(m.content) or "6 March" in str(m.content) for m in window), window
            assert any("draft chapters to supervisor by 27 March" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("by fri 6/3" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadia's dissertation notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Fri 6th March - Dr Hale wants it before Easter", actual=reply)
