"""Batch 216 (held out). A WI's coffee morning: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: Diddlebury WI hold a coffee morning for the air ambulance in the village hall, 10-12 - coffee and cake £2.50, a
raffle, a bring-and-buy table. Margaret (the WI president) chats with the WI's helper while she sorts it; each turn
the chat is trimmed to its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the coffee morning - Sat 18th April. Turn 2 is the
cakes. In turn 3, about the raffle prizes, Margaret adds in passing that Brenda rang - the bowls club have had the
hall booked on the 18th since January for their spring lunch, nobody wrote it in the diary - so it's the Saturday
after, the 25th, and Brenda's squared it with the hall committee. Turn 4 is the bring-and-buy, turn 5 the March
poster for the helper to tidy (it still says Sat 18th April), turn 6 the urn and the tables. By turn 7 the trim drops
turns 1 to 3; turns 4 to 6 stay. Question (turn 7, Weds 8 Apr): "what's the date of the coffee morning again?
putting it in the parish mag, deadline's fri" -> expected Sat 25th April. The assistant says Sat 18th April, from
the poster.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that moved the
coffee morning to the 25th was in the history and in every window from turn 3 to turn 6, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every earlier window from turn 3 and missing from turn 7's (nothing
on the 25th, the bowls club or Brenda); the bring-and-buy, the poster and the urn turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b216_langchain_wi_coffee_morning_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what's the date of the coffee morning again? putting it in the parish mag, deadline's fri"
TURNS = [
    ("coffee morning ☕ sat 18th april, 10-12 in the village hall, for the air ambulance. £2.50 coffee + cake, "
     "raffle + bring-and-buy. can u help me keep on top of it all",
     "Of course - coffee morning Sat 18 April, 10-12 in the village hall for the air ambulance; £2.50 coffee and "
     "cake, a raffle and a bring-and-buy."),
    ("cakes - Joan's lemon drizzle, Pam 2 x victoria sponge, Mary her coffee + walnut, I'll do scones. still need "
     "someone for a gluten free one",
     "Cakes: Joan lemon drizzle, Pam two Victoria sponges, Mary coffee and walnut, you the scones; gluten-free still "
     "needed."),
    ("raffle - hamper from the farm shop, £20 voucher for the Swan + Eileen's knitted tea cosy lol. oh Brenda rang - "
     "the bowls club have had the hall on the 18th since jan for their spring lunch, nobody put it in the diary 🙄 "
     "so it's the sat after, 25th, she's squared it w/ the hall committee",
     "Raffle: farm shop hamper, £20 Swan voucher and Eileen's tea cosy. Coffee morning now Sat 25 April (the bowls "
     "club have the hall on the 18th)."),
    ("bring-and-buy - no electricals, no clothes, books + plants + bric a brac fine. Sheila's doing the table by the "
     "door, 20p a go on the tombola jars",
     "Bring-and-buy: books, plants and bric-a-brac, no electricals or clothes; Sheila's table by the door, tombola "
     "jars 20p a go."),
    ("can u tidy this, it's the poster from march - 'WI COFFEE MORNING Sat 18th April 10-12 village hall. coffee + "
     "cake £2.50, raffle, bring + buy. all proceeds to the air ambulance!!'",
     "'Diddlebury WI Coffee Morning - Saturday 18 April, 10am-12, Village Hall. Coffee and cake £2.50, raffle, "
     "bring-and-buy. All proceeds to the Air Ambulance.'"),
    ("urn - Val's Ken is putting it on at 9, tables out by 9.30ish, cups from the church cupboard (ask Rev Sue for "
     "the key)",
     "Urn on at 9 (Ken), tables out by about 9.30, cups from the church cupboard - key from Rev Sue."),
    (QUESTION,
     "Saturday 18 April, 10-12 in the village hall."),
]
WINDOW = 7
GONE = ("25th", "25 april", "bowls", "brenda", "sat after")


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
            assert any("no electricals, no clothes" in str(m.content) for m in window), window
            assert any("'WI COFFEE MORNING Sat 18th April" in str(m.content) for m in window), window
            assert any("Val's Ken is putting it on at 9" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so it's the sat after, 25th" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Margaret's chat - she's president of Diddlebury WI; today Weds 8 Apr "
                                            "2048)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Sat 25th April (the bowls club have the hall on the 18th, so it went to the Saturday after)",
       actual=reply)
