"""Batch 123 (held out). A swimming club's gala chat: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Nicola, team manager of the Shipley Seals juniors, keeps a running chat with the helper in the run-up to the
club's gala (sat 16th May at Bingley pool); each turn the chat is trimmed to its last 10 messages before the answer
call.

Planted fault (UpdateError, trimmed from the window): in turn 1 (Tue 12/5) Nicola says Ava's broken her wrist on the
trampoline so she's out on saturday, and Ellie's swimming the breaststroke leg of the u10 girls' medley relay in her
place (her mum's made up). In turn 2 she pastes the relay entry as sent to the league on 22.3. for tidying into the
programme (back Lily, breast Ava, fly Grace, free Sophie; reserves Ellie, Mia). By turn 6 the trim drops turn 1; the
pasted entry stays. Question: "is ellie swimming in the relay sat? her dad's asking if it's worth coming for the
afternoon" -> expected yes, the breaststroke leg in Ava's place. The assistant says no, she's only a reserve.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that decides
the answer was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the pasted entry is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b123_langchain_gala_ellie_relay_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "is ellie swimming in the relay sat? her dad's asking if it's worth coming for the afternoon"
TURNS = [
    ("nightmare - Ava's broken her wrist, trampoline at a party!! so she's out sat. Ellie's doing breaststroke in "
     "the u10 girls medley relay instead, told her mum, she's made up. need to let the league know the change",
     "Sorry about Ava. Noted: Ellie swims breaststroke in the U10 girls' medley relay on Saturday in Ava's place."),
    ("tidy this for the programme pls, it's what we sent the league 22.3.: U10 GIRLS 4x25 MEDLEY RELAY - back Lily "
     "W, breast Ava P, fly Grace O, free Sophie T. reserves Ellie M, Mia K. afternoon session, approx 2.45",
     "U10 Girls 4x25m Medley Relay (afternoon, about 2.45): backstroke Lily W, breaststroke Ava P, butterfly Grace "
     "O, freestyle Sophie T. Reserves: Ellie M, Mia K."),
    ("officials sorted - referee Mr Dunn from Bingley, starter Carol, 12 timekeepers inc 4 of our parents. warm up "
     "8.30, 1st event 9.15",
     "Officials: referee Mr Dunn, starter Carol, 12 timekeepers. Warm-up 8.30, first event 9.15."),
    ("tuck shop rota done, Sam's mum has the float (£40). programmes 50p",
     "Tuck shop rota set; £40 float with Sam's mum; programmes 50p."),
    ("heat sheets are out - 25 back u8s is 3 heats, Oscar in heat 2 lane 4",
     "Oscar: 25m backstroke U8, heat 2, lane 4."),
    (QUESTION,
     "No - Ellie's a reserve for the U10 girls' medley relay; the team is Lily, Ava, Grace and Sophie."),
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
            assert not any("broken her wrist" in str(m.content) or "in Ava's place" in str(m.content)
                           for m in window), window
            assert any("reserves Ellie M, Mia K" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Ellie's doing breaststroke" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nicola's chat about the Shipley Seals junior gala, sat 16th May)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="yes - she's swimming the breaststroke leg in Ava's place (Ava's broken her wrist)",
       actual=reply)
