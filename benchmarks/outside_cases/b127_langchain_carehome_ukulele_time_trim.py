"""Batch 127 (held out). A care home activities coordinator's chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Leanne runs the activities at Beechwood House and keeps a running chat with the helper through the week
(entertainers, outings, families coming in); each turn the chat is trimmed to its last 10 messages before the answer
call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Leanne says Barry the ukulele man rang - he's got a
funeral thurs afternoon so he's coming half 10 instead, before dinner, in the conservatory. In turn 2 she pastes the
week's activities sheet off the noticeboard for tidying (Thurs 2.30 Barry's ukuleles in the lounge, among the rest).
By turn 6 the trim drops turn 1; the pasted sheet stays. Question (turn 6, Weds 11/3): "what time's the ukulele man
thurs? Doris's daughter wants to come in for it" -> expected half 10, in the conservatory. The assistant says 2.30
in the lounge.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that decides
the time was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the pasted sheet is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b127_langchain_carehome_ukulele_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time's the ukulele man thurs? Doris's daughter wants to come in for it"
TURNS = [
    ("barry the ukulele man rang, he's got a funeral thurs afternoon so he's coming half 10 instead, before dinner. "
     "said he'll do it in the conservatory, more room for the chairs",
     "Noted: Barry's ukuleles on Thursday move to 10.30, before dinner, in the conservatory."),
    ("tidy this off the noticeboard pls - Mon 10.30 chair exercise w Sue. Tue 2pm hairdresser (Tina). Weds 2.30 "
     "bingo. Thurs 2.30 Barry's ukuleles in the lounge. Fri 11 communion w Rev Pam. Sat 2pm film (Brief Encounter)",
     "This week: Mon 10.30 chair exercise with Sue; Tue 2pm hairdresser (Tina); Wed 2.30 bingo; Thu 2.30 Barry's "
     "ukuleles in the lounge; Fri 11 communion with Rev Pam; Sat 2pm film, Brief Encounter."),
    ("garden centre trip 17th, minibus booked 10.15, 8 going, Keith driving. need 2 wheelchair pushers",
     "Garden centre on the 17th: minibus 10.15, eight residents, Keith driving, two wheelchair pushers needed."),
    ("Doris's 90th is sat 14th!! family have the conservatory 2-4, cake from Greggs, I said we'd do the sandwiches",
     "Doris's 90th on Saturday 14th: family in the conservatory 2-4, Greggs cake, we do the sandwiches."),
    ("hairdresser's put her prices up - £12 a wash + set now, £6 a trim. let the families know",
     "Hairdresser now £12 wash and set, £6 trim; families to be told."),
    (QUESTION,
     "2.30 on Thursday in the lounge."),
]
WINDOW = 10


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
            assert not any("half 10" in str(m.content) or "10.30, before dinner" in str(m.content)
                           for m in window), window
            assert any("Thurs 2.30 Barry's ukuleles in the lounge" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("he's coming half 10 instead" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Leanne's chat as activities coordinator at Beechwood House care home, "
                                            "week of Mon 9 Mar 2037)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="half 10 (10.30am) in the conservatory - Barry's at a funeral in the afternoon",
       actual=reply)
