"""Batch 225 (held out). A WI's garden party: LangChain InMemoryChatMessageHistory + trim_messages (last 7 messages),
one root span per turn.

App: Hopesay WI hold their garden party on Sat 8th July 2051 in Val's garden at Brook House, 2-5 - stalls, a
Pimm's tent, teas on the lawn, a raffle. Val (the WI president) chats with the WI's helper while she sorts it; each
turn the chat is trimmed to its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the stalls - cakes, plants, the white elephant, the
tombola and guess the weight of the cake. Turn 2 is the Pimm's tent. In turn 3, about the raffle, Val adds in
passing that they've knocked the white elephant on the head - nobody wants to lug it all up the drive again - and
Sheila's doing a jam and chutney stall instead. Turn 4 is the May WI newsletter blurb for the helper to tidy (it
still has the white elephant), turn 5 the teas, turn 6 the parking. By turn 7 the trim drops turns 1 to 3; turns 4
to 6 stay. Question (turn 7, Weds 5/7): "can u give me a list of the stalls for the board by the gate?" -> expected
cakes, plants, Sheila's jam and chutney, the tombola and guess the weight of the cake. The assistant lists the
white elephant and leaves out the jam and chutney.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that changed
the stalls was in the history and in every window from turn 3 to turn 6, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing on jam,
chutney or the white elephant being dropped); the newsletter blurb, the teas and the parking are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b225_langchain_wi_garden_party_stalls_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "can u give me a list of the stalls for the board by the gate?"
TURNS = [
    ("stalls 🌸 cakes (Margaret + Joan), plants (Pat), the white elephant, the tombola + guess the weight of the cake. "
     "trestles from the village hall, Ken's bringing them fri",
     "Noted - stalls: cakes (Margaret and Joan), plants (Pat), white elephant, tombola and guess the weight of the "
     "cake; trestles from the village hall on Friday."),
    ("Pimm's tent 🍓 £3.50 a glass, jugs £12, Sheila's husband's doing it again. strawberries from Hall Farm, float "
     "£40 from the tin",
     "Pimm's tent: £3.50 a glass, £12 a jug, Sheila's husband running it; strawberries from Hall Farm, £40 float."),
    ("raffle - hamper from the Co-op, a voucher for the Three Tuns, Joan's quilt 😍 £1 a strip. oh + we've knocked "
     "the white elephant on the head, nobody wants to lug it all up the drive again, + Sheila's doing a jam + "
     "chutney stall instead, her damson's always the 1st to go",
     "Raffle: a Co-op hamper, a Three Tuns voucher and Joan's quilt, £1 a strip. Noted - no white elephant this "
     "year; Sheila's doing a jam and chutney stall instead."),
    ("can u tidy this, it's from the May newsletter - 'Garden party Sat 8 July, Brook House, 2-5. Cakes, plants, "
     "white elephant, tombola, guess the weight, Pimm's + teas. All welcome'",
     "'Hopesay WI Garden Party - Saturday 8 July, Brook House, 2-5pm. Cakes, plants, white elephant, tombola, guess "
     "the weight of the cake, Pimm's and teas. All welcome!'"),
    ("teas on the lawn, cream teas £4.50, Val's urn + the WI's, cups from the hall. gazebo if it rains",
     "Teas on the lawn: cream teas £4.50, two urns, cups from the hall, the gazebo if it rains."),
    ("parking - in the paddock behind the house, NOT the lane, the bin lorry's sat am. Ken on the gate",
     "Parking in the paddock behind the house, not the lane; Ken on the gate."),
    (QUESTION,
     "Cakes (Margaret and Joan), plants (Pat), the white elephant, the tombola, and guess the weight of the cake."),
]
WINDOW = 7
GONE = ("jam", "chutney", "knocked", "lug")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("it's from the May newsletter" in str(m.content) for m in window), window
            assert any("cream teas £4.50" in str(m.content) for m in window), window
            assert any("in the paddock behind the house" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("Sheila's doing a jam + chutney stall instead" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Val's chat - she's president of Hopesay WI and is sorting the garden "
                                            "party at Brook House; today Weds 5 July 2051, the party is Sat 8 July)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="cakes, plants, Sheila's jam and chutney, the tombola and guess the weight of the cake (no "
                          "white elephant this year)", actual=reply)
