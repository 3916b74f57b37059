"""Batch 56 (held out). A care home activities coordinator's planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Bernie, activities coordinator at Elmfield House (32 residents), keeps one chat going with an assistant about
the week's activities: the garden centre outing, the singalong, visitors, the hairdresser. Each turn the app trims
the history to the last 12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is her note after handover: "handover fri - Dr Shah
saw Mr Okoro (rm 14), chest infection, antibiotics till next fri, she wants him kept in the warm all week so he
won't be on the Notcutts trip thurs 16th. he's a bit fed up about it bless him, bring him back a cactus". Turn 2
pastes the outing list from the noticeboard (8 names, Mr Okoro among them, minibus 10.30). Later turns are the
singalong, the hairdresser, a visit and the tea-dance. By turn 7 the trim no longer keeps turn 1. Question (turn 7,
Mon 13/4, a carer): "is Mr Okoro going on thursday's garden centre trip?" -> expected no (chest infection, staying
in). The assistant goes by the noticeboard list: yes.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is in
every window before turn 7 and missing from turn 7's, which holds the noticeboard list. Another reading: a response
fault is ruled out, as the doctor's note is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b56_langchain_carehome_okoro_trip_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("handover fri - Dr Shah saw Mr Okoro (rm 14), chest infection, antibiotics till next fri, she wants him kept in "
     "the warm all week so he won't be on the Notcutts trip thurs 16th. he's a bit fed up about it bless him, bring "
     "him back a cactus",
     "Noted: Mr Okoro has a chest infection and is on antibiotics; he stays in this week and misses Thursday's "
     "Notcutts trip."),
    ("copying the noticeboard list for Notcutts thurs 16/4: Mrs Doyle, Mr Okoro, Mrs Patterson, Jean W, Stan, Mrs "
     "Kaur (+wheelchair), Mr Bell, Doris. minibus 10.30 from the front, Kev driving, back for 3",
     "Noticeboard list: Doyle, Okoro, Patterson, Jean W, Stan, Kaur (wheelchair), Bell, Doris; minibus 10.30, back "
     "for 3."),
    ("singalong tues 2pm in the lounge, the ukulele lady (Fran) is coming, she wants the song sheets printed big",
     "Tuesday 2pm singalong with Fran; print the song sheets large."),
    ("hairdresser Sandra weds 9.30 - 6 booked, Mrs Doyle wants her usual set",
     "Sandra Wednesday 9.30, six booked."),
    ("visitors - Stan's grandson is bringing the new baby sat afternoon, tell the kitchen for extra cake lol",
     "Stan's grandson visiting Saturday afternoon with the baby; extra cake."),
    ("tea dance fri 17th 2.30, Mr Bell's asked for Glenn Miller, we'll need the big speaker from the office",
     "Friday tea dance 2.30, Glenn Miller for Mr Bell, borrow the big speaker."),
    ("is Mr Okoro going on thursday's garden centre trip?",
     "Yes - he's on the list for Notcutts on Thursday, minibus at 10.30 from the front."),
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
            assert not any("chest infection" in str(m.content) or "Dr Shah" in str(m.content)
                           or "stays in" in str(m.content) for m in window), window
            assert any("noticeboard list for Notcutts" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Dr Shah saw Mr Okoro" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bernie's activity notes, Mon 13 April 2026)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="no - the doctor wants him kept in while he's on antibiotics", actual=reply)
