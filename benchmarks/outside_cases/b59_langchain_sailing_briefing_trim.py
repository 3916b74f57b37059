"""Batch 59 (held out). A sailing club member's race officer chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Fran is on the race officer rota at Shoreham Harbour Sailing Club for the first time this season and talks her
duty through with an assistant. Each turn the app trims the history to the last 12 messages and sends that window
with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is what Clive (the sailing secretary) told her about her
duty: "Clive rang - I'm RO for the pursuit race sat 16/5. HW Shoreham is 14.32 that day so first gun's 13.45 (slowest
boats off first, last ones about 14.20), helms' briefing an hour before the gun in the bar not the usual time. Meg's
my ARO". Turn 2 pastes the sailing instructions' standard timings (briefing 09.45, warning signal 10.25). Later turns
are the committee boat, flags and the results. By turn 7 the trim no longer keeps turn 1. Question (turn 7): "what
time's the helms' briefing on the 16th?" -> expected 12.45 (an hour before the 13.45 first gun). The assistant goes
by the sailing instructions: 9.45.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is in
every window before turn 7 and missing from turn 7's, which holds the 09.45 line. Another reading: a response fault
is ruled out, as the 13.45 gun and the tide time are not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b59_langchain_sailing_briefing_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Clive rang - I'm RO for the pursuit race sat 16/5. HW Shoreham is 14.32 that day so first gun's 13.45 (slowest "
     "boats off first, last ones about 14.20), helms' briefing an hour before the gun in the bar not the usual time. "
     "Meg's my ARO",
     "Noted: you're race officer for the pursuit race on Sat 16 May, first gun 13.45 with high water at 14.32, "
     "briefing an hour before the gun in the bar; Meg is your assistant."),
    ("from the SIs, for ref: 'Club races: helms' briefing 09.45 in the clubhouse. Warning signal 10.25, first start "
     "10.30. Race officer to be at the club by 09.00 to set the course.'",
     "Standard club race timings: briefing 09.45, warning 10.25, first start 10.30, RO at the club by 09.00."),
    ("committee boat is Sea Otter, keys in the bosun's locker, Dave's checked the engine. fuel's low-ish",
     "Committee boat Sea Otter: keys in the bosun's locker, engine checked, fuel low."),
    ("flags - class flag for the pursuit is the club burgee? Meg thinks so. + the P, and the horn's in the hut",
     "Flags: club burgee as class flag (Meg thinks), P flag, horn in the hut."),
    ("results go on Sailwave, Tom says email him the finish sheet by sun night + he'll do the handicaps",
     "Results: email Tom the finish sheet by Sunday night; he'll do the handicaps in Sailwave."),
    ("rescue - 2 RIBs, Jez + Hannah, they want to know wind limit, I said we'll look at it on the day",
     "Rescue cover: two RIBs with Jez and Hannah; wind limit to be decided on the day."),
    ("what time's the helms' briefing on the 16th?",
     "09.45 in the clubhouse, as in the sailing instructions - and you need to be at the club by 09.00."),
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
            assert not any("13.45" in str(m.content) or "14.32" in str(m.content) or "an hour before" in
                           str(m.content) for m in window), window
            assert any("helms' briefing 09.45" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Clive rang - I'm RO" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Fran's race officer notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="quarter to one - an hour ahead of the 13.45 start", actual=reply)
