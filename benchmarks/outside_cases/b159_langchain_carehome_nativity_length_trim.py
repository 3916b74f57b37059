"""Batch 159 (held out). A care home activities coordinator's chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Nadia is activities coordinator at Beechwood House, a care home of 38 residents. She chats with her helper in
December 2037 about the Christmas visits (school and church choirs, the Salvation Army band, Father Christmas from
the Rotary); school choirs normally get the main lounge for 20 minutes of carols. Each turn the chat is trimmed to
its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she passes on that St Oswald's primary rang - the
Year 4s are doing their whole nativity for the residents this year, not just carols, so they'll need the lounge for
45 mins, Tue 15th at 2pm (Mrs Hughes' great grandson's a shepherd). Turn 2 is the Salvation Army band (Sat 12th,
11am, in the dining room), turn 3 the Methodist choir (Thu 17th, 7pm), turn 4 who needs a wheelchair for the
lounge, turn 5 the Rotary's Father Christmas on the 23rd. By turn 6 the trim drops turn 1; turns 2 to 5 stay.
Question (turn 6, Weds 9/12): "how long do i need the lounge for when the school come? trying to fit the
hairdresser round it" -> expected 45 minutes (the whole nativity, not just carols). The assistant says 20 minutes,
as usual for a school choir.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
45 minutes was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the band, Methodist choir and Father
Christmas turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b159_langchain_carehome_nativity_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long do i need the lounge for when the school come? trying to fit the hairdresser round it"
TURNS = [
    ("St Oswald's rang - the yr 4s are doing their whole nativity for us this yr, not just carols!! so they'll need "
     "the lounge 45 mins. tue 15th, 2pm. (Mrs Hughes is beside herself, her great grandson's a shepherd)",
     "St Oswald's Year 4 nativity, Tue 15th at 2pm, lounge for 45 minutes. Lovely for Mrs Hughes."),
    ("Sally Army band sat 12th 11am, in the dining room this time - the tuba doesn't fit in the lounge lol",
     "Salvation Army band Sat 12th, 11am, dining room."),
    ("Methodist choir thurs 17th 7pm, carols + they bring mince pies. last yr they stayed til 9 chatting, bless em",
     "Methodist choir Thu 17th, 7pm, with mince pies."),
    ("wheelchairs for the lounge - Mr Patel, Edna, Mrs Hughes + Bill from room 12. ask Kev on lates to help move "
     "the chairs round",
     "Wheelchairs: Mr Patel, Edna, Mrs Hughes and Bill (room 12); Kev to help with the chairs."),
    ("Father Christmas 23rd half 2, Ron from the Rotary again, they've wrapped a present for everyone",
     "Father Christmas (Ron, Rotary) on the 23rd at 2.30 with presents."),
    (QUESTION,
     "20 minutes - that's the usual slot for a school choir's carols, so the hairdresser can go either side."),
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
            assert not any("45" in str(m.content) or "nativity" in str(m.content) for m in window), window
            assert any("Sally Army band" in str(m.content) for m in window), window
            assert any("Methodist choir" in str(m.content) for m in window), window
            assert any("Father Christmas" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("need the lounge 45 mins" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadia's chat - activities coordinator at Beechwood House care home, "
                                            "38 residents; school choirs normally get the main lounge for 20 "
                                            "minutes of carols; today Weds 9 December 2037)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="45 minutes - the Year 4s are doing their whole nativity this year, not just carols",
       actual=reply)
