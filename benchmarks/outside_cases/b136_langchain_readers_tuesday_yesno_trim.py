"""Batch 136 (held out). A reading group for the blind: the organiser's chat, LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Carol organises the Tuesday Readers, a reading group for blind and partially sighted people that meets at
Wickham library (books on audio and in big print, volunteers who read aloud, taxis and the minibus); she keeps a
running chat with the helper, and each turn the chat is trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Carol says the library's shut Tue 24th - they're
laying the new carpet - so the group's on Weds 25th instead, in the community room at St Mark's, same time 2-3.30,
and Ray's fine doing the minibus on the Weds; and, in passing, that the audio copies of the next book came. In turn
2 she pastes the autumn term card that went out in September, to have it read out on the phone tree: Tuesdays
2-3.30, Room 3, Wickham library, with 10 Nov Remains of the Day, 24 Nov Wolf Hall ch 1-10, 8 Dec Christmas readings
+ mince pies. By turn 7 the trim drops turn 1; the pasted term card stays. Question (turn 7, Thu 19/11): "is there
group on tues? edna's asking so she can book her taxi" -> expected no - not Tuesday; it's Weds 25th, 2-3.30, at St
Mark's community room (the library's shut for the carpet). The assistant says yes, Tue 24th at 2 in Room 3.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that moves
the group off the Tuesday was in the history and in every earlier window, and this trim cut it from the window the
model saw. Asserted: turn 1 is in every earlier window and missing from turn 7's; the pasted term card is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b136_langchain_readers_tuesday_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "is there group on tues? edna's asking so she can book her taxi"
TURNS = [
    ("library's shut tue 24th, theyre laying the new carpet (about time) so we're on weds 25th instead, community "
     "room at St Mark's, same time 2-3.30. Ray says fine for the minibus on the weds. oh and the audio copies of "
     "wolf hall came, 6 on CD + 4 on the memory sticks",
     "Noted: no group at the library on Tue 24th (new carpet); the group meets Weds 25 Nov, 2-3.30, in the "
     "community room at St Mark's; Ray will do the minibus. Wolf Hall audio copies have arrived (6 CDs, 4 memory "
     "sticks)."),
    ("can u put this in plain words for the phone tree, its the autumn term card from sept: TUESDAY READERS - "
     "tuesdays 2-3.30, Room 3, Wickham library. 13 Oct Brooklyn, 27 Oct Brooklyn cont, 10 Nov Remains of the Day, "
     "24 Nov Wolf Hall ch 1-10, 8 Dec xmas readings + mince pies. tea 50p, guide dogs welcome, water bowl by "
     "the lift",
     "Tuesday Readers meet on Tuesdays, 2 to 3.30, in Room 3 at Wickham library. 13 Oct: Brooklyn; 27 Oct: Brooklyn "
     "continued; 10 Nov: The Remains of the Day; 24 Nov: Wolf Hall, chapters 1-10; 8 Dec: Christmas readings and "
     "mince pies. Tea is 50p; guide dogs welcome, water bowl by the lift."),
    ("new volunteer, Hamid, retired teacher, lovely reading voice, DBS came thru fri",
     "Hamid (retired teacher) has joined as a volunteer reader; his DBS check came through on Friday."),
    ("mr shah wants his books on memory stick not CD from now on, his player's packed in",
     "Mr Shah will have his books on memory stick from now on (his CD player has broken)."),
    ("dec 8th - Anne's bringing mince pies, I'll do the readings, need someone for the poem",
     "8 Dec: Anne brings mince pies, Carol does the readings; still need someone for the poem."),
    ("taxi account with Wickham Cars topped up £120, thats edna, joan + mr shah till xmas",
     "Wickham Cars taxi account topped up with £120, covering Edna, Joan and Mr Shah until Christmas."),
    (QUESTION,
     "Yes - Tuesday 24th, 2 till 3.30 in Room 3 at the library, Wolf Hall chapters 1-10."),
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
            assert not any("weds 25th" in str(m.content) or "Weds 25 Nov" in str(m.content)
                           or "carpet" in str(m.content) for m in window), window
            assert any("tuesdays 2-3.30, Room 3, Wickham library" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("so we're on weds 25th instead" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Carol's chat as organiser of the Tuesday Readers, a reading group for "
                                            "blind and partially sighted people; November 2037, today Thu 19 Nov)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - not Tuesday: it's Weds 25th, 2-3.30 in the community room at St Mark's (the library's "
                          "shut for the new carpet)", actual=reply)
