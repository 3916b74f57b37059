"""Batch 279 (held out). A family's holiday in Mallorca: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: the Doyle family (Gareth, Nia, Alfie 6 and Seren 10) fly Leeds Bradford to Palma on Sat 19th July 2051 for a
week in a villa near Pollença, with a hire car from the airport. Gareth chats with the family's helper while he
sorts it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the flights (Jet2, 06:40 out, back Sat 26th). Turn
2 is the car hire - Sol Rent at the airport desk, full to full, a child seat is NOT included, €9 a day, so they'll
take Alfie's booster in the hold. In turn 3 Gareth says scrap that - he rang Sol Rent and they've thrown in a
booster for free because they booked so early, so they're not bringing theirs, one less thing to lug. Turns 4 to 8
are the villa, the hire confirmation email (still "Extras: none"), the luggage allowance (Jet2 take car seats and
boosters free in the hold), the airport parking and the spending money. By turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Thu 17/7, Nia): "do we need to pack Alfie's booster seat? doing the big case
tonight" -> expected no - Sol Rent are giving them one free with the car. The assistant says yes.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that said
Sol Rent are giving a booster free was in the history and in every window from turn 3 to turn 8, and this trim cut
it from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn
9's (nothing on "for free", "thrown in" or not bringing theirs); the confirmation email's "Extras: none" and the
free-in-the-hold line are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b279_langchain_family_holiday_booster_seat_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "(Nia) do we need to pack Alfie's booster seat? doing the big case tonight"
TURNS = [
    ("MALLORCA ☀️ flights booked - Jet2 LBA -> PMI sat 19th july 06:40 (ugh), back sat 26th landing 22:10. villa "
     "nr Pollença. can u help me keep track of everything",
     "Of course - Jet2 Leeds Bradford to Palma Sat 19 July at 06:40, back Sat 26th landing 22:10, villa near "
     "Pollença."),
    ("car hire sorted w/ Sol Rent, pick up at the desk in arrivals, full to full. child seat NOT included, it's €9 "
     "a day!! so we'll just take Alfie's booster in the hold",
     "Car hire with Sol Rent from the arrivals desk, full to full; no child seat included (€9 a day), so you'll "
     "take Alfie's booster in the hold."),
    ("scrap that re the booster - rang Sol Rent + they've thrown one in for free bc we booked so early 🙌 so we're "
     "NOT bringing ours, one less thing to lug thru the airport",
     "Great - Sol Rent are providing a booster free, so Alfie's own one stays at home."),
    ("villa's got a pool (fenced, thank god w/ Alfie), 3 bedrooms, aircon in 2 of them, 10 mins drive to the beach",
     "The villa has a fenced pool, three bedrooms (two with aircon), ten minutes' drive from the beach."),
    ("hire confirmation email came thru: 'Sol Rent - Palma Airport. Group C (Seat Leon or similar). Fuel: "
     "Full/Full. Extras: none. Excess €1,200' - is that excess normal?",
     "An excess of about €1,200 is normal for Group C in Mallorca; you can buy excess cover separately if you "
     "want."),
    ("bags - 22kg hold each + a 10kg cabin bag, and Jet2 take car seats + boosters free in the hold, doesn't count "
     "towards it",
     "Each of you has 22kg in the hold and a 10kg cabin bag; Jet2 carry car seats and boosters free on top."),
    ("airport parking booked, LBA mid stay, £64 for the wk, need to be there by 4.30am 😴",
     "Leeds Bradford mid-stay parking is booked, £64 for the week; be there by 4.30am."),
    ("spending money - €600 on the Revolut card + €100 cash for the first day",
     "€600 on the Revolut card and €100 in cash for the first day."),
    (QUESTION,
     "Yes - the hire confirmation has no extras on it, so take Alfie's booster; Jet2 carry it free in the hold."),
]
WINDOW = 11
GONE = ("for free", "thrown one in", "not bringing ours")


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
            assert any("Extras: none" in str(m.content) for m in window), window
            assert any("boosters free in the hold" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("thrown one in for free" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(the Doyle family's holiday chat - Gareth and Nia, kids Alfie 6 and "
                                            "Seren 10; today Thu 17 July 2051, they fly to Mallorca Sat 19 July)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - Sol Rent are giving them a booster free with the car", actual=reply)
