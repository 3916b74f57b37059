"""Batch 143 (held out). A village hall craft fair organiser's chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Jan organises the spring craft fair at Norland village hall (Sat 9th May, 10-3: 30 stalls in the main hall and
the small room, a raffle, teas by the WI) and keeps a running chat with the helper as stallholders get in touch; each
turn the chat is trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Jan says Pauline, who does the hall bookings, rang -
the Friday Zumba class have moved to Wednesdays for the summer, so the fair can have the hall on Friday night 6 till
8.30 to set up, Pauline's leaving the key in the key safe - and, in passing, that the raffle licence has come
through. In turn 2 she pastes the letter she sent the stallholders in February: set up is Saturday morning from 8
(the hall is in use on the Friday evening), doors open 10, pack down from 3. By turn 7 the trim drops turn 1; the
pasted letter stays. Question (turn 7, Tue 5/5): "Denise (the pottery one) is asking can she bring her stuff up
friday night? its heavy + she's got a bad back" -> expected yes, Friday 6-8.30 (the Zumba's moved to Wednesdays).
The assistant says no, set up is Saturday from 8.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that freed
the Friday night was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 7's; the pasted letter is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b143_langchain_craftfair_friday_setup_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("Denise (the pottery one) is asking can she bring her stuff up friday night? its heavy + she's got a bad "
            "back")
TURNS = [
    ("Pauline rang (hall bookings) - the friday zumba lot have moved to weds for the summer!! so we can have the hall "
     "fri nite 6 till 8.30 to set up, she'll leave the key in the key safe. raffle licence came thru too",
     "Great news - with Friday's Zumba moved to Wednesdays, the hall is yours on Friday night from 6 to 8.30 for "
     "setting up; Pauline will leave the key in the key safe. The raffle licence has come through as well."),
    ("can u tidy this, its the letter I sent the stallholders in feb: 'Dear all, thank you for booking... Set up is "
     "Saturday morning from 8am (the hall is in use on the Friday evening). Doors open 10am, pack down from 3pm. "
     "Tables are 6ft, bring your own cloth. Stall fee £15, payable on the day.'",
     "Stallholder letter (February): set-up Saturday from 8am, as the hall is in use on Friday evening; doors open "
     "at 10, pack-down from 3. Tables are 6ft - bring your own cloth. Stall fee £15 on the day."),
    ("30 stalls now, 22 in the main hall + 8 in the small room. jewellery all in the small room so they're not "
     "fighting over the light",
     "30 stalls: 22 in the main hall and 8 in the small room, with the jewellery stalls together in the small room."),
    ("raffle prizes so far - a hamper from the Co-op, a £20 voucher from the garden centre, Denise is giving a bowl, "
     "and a cake from Margaret",
     "Raffle prizes so far: the Co-op hamper, a £20 garden centre voucher, one of Denise's bowls and Margaret's "
     "cake."),
    ("WI doing teas 10-2.30, scones + the lemon drizzle. urn's been PAT tested",
     "The WI are doing teas from 10 to 2.30 - scones and lemon drizzle - and the urn has been PAT tested."),
    ("parking - the school said we can use their top yard, stallholders to park there + leave the lane for "
     "visitors",
     "Parking: stallholders use the school's top yard, leaving the lane for visitors."),
    (QUESTION,
     "No, sorry - set-up is on Saturday morning from 8, as the hall is in use on the Friday evening."),
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
            assert not any("zumba" in str(m.content).lower() or "key safe" in str(m.content)
                           or "8.30" in str(m.content) for m in window), window
            assert any("hall is in use on the Friday evening" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("fri nite 6 till 8.30 to set up" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jan's chat as organiser of the spring craft fair at Norland village "
                                            "hall, Sat 9 May 2037; today Tue 5 May)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="yes - the hall's free Friday 6-8.30 for setting up, the Zumba class moved to Wednesdays",
       actual=reply)
