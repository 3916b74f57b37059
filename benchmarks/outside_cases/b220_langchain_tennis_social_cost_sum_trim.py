"""Batch 220 (held out). A tennis club's summer social: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: Ludlow Lawn Tennis Club hold their summer social on Sat 17th July 2049 - a mixed doubles American tournament in
the afternoon, a barbecue from 6, a raffle, everything to the new court fund. Jo (the social secretary) chats with
the club's helper while she sorts it; each turn the chat is trimmed to its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the social - tickets £12 a head including the BBQ,
plus £3 doubles entry if you're playing. Turn 2 is the raffle. In turn 3, about the bunting, Jo adds in passing that
Pete says Wenlock Edge Farm have put their prices up, so they've had to make the BBQ tickets £14 a head. Turn 4 is
the courts and the draw, turn 5 the poster from June for the helper to tidy (it still says £12 incl. BBQ), turn 6
the rain plan. By turn 7 the trim drops turns 1 to 3; turns 4 to 6 stay. Question (turn 7, Tue 13/7): "how much for
me + Steve? we're both playing in the doubles + staying for the bbq, paying on the app tonight" -> expected £34
(2 x (£14 ticket + £3 doubles entry)). The assistant says £30, from the old poster.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn with the new
ticket price was in the history and in every window from turn 3 to turn 6, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing on £14, the
farm or the price rise); the courts, the old poster and the rain plan turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b220_langchain_tennis_social_cost_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much for me + Steve? we're both playing in the doubles + staying for the bbq, paying on the app tonight"
TURNS = [
    ("summer social 🎾 sat 17th july! mixed doubles 2-5ish (american tournament), bbq from 6. tickets £12 a head incl "
     "the bbq, + £3 doubles entry if u're playing, all to the new court fund",
     "Noted - Sat 17 July: mixed doubles 2-5, BBQ from 6. Tickets £12 a head including the BBQ, plus £3 doubles "
     "entry for players; proceeds to the new court fund."),
    ("raffle - Pete's got a signed Wimbledon towel (!!), a restring from Ace Sports + a meal for 2 at the Feathers. "
     "£1 a strip",
     "Raffle: signed Wimbledon towel, a restring from Ace Sports, meal for two at the Feathers; £1 a strip."),
    ("bunting's in the shed, needs a wash lol. oh + Pete says Wenlock Edge Farm have put their prices up so we've had "
     "to make the bbq tickets £14 a head 😬 still cheap tbh",
     "Bunting's in the shed (needs a wash). Noted - BBQ tickets are now £14 a head."),
    ("courts - all 4 booked 1-6, juniors are off that sat. new balls from the club box, Steve's doing the draw on the "
     "day",
     "All four courts booked 1-6, new balls from the club box, Steve doing the draw on the day."),
    ("can u tidy this, it's the poster from june - 'SUMMER SOCIAL Sat 17th July! Mixed doubles from 2pm (£3 entry), "
     "BBQ from 6pm. Tickets £12 incl. BBQ. See Jo or pay on the club app.'",
     "'SUMMER SOCIAL - Saturday 17 July. Mixed doubles from 2pm (£3 entry), BBQ from 6pm. Tickets £12 including the "
     "BBQ. See Jo or pay on the club app.'"),
    ("if it rains the doubles is off but the bbq's under the clubhouse veranda, we'll do the raffle inside",
     "Rain plan: doubles off, BBQ under the clubhouse veranda, raffle inside."),
    (QUESTION,
     "£30 - that's £12 each for the tickets (BBQ included) plus £3 each for the doubles."),
]
WINDOW = 7
GONE = ("£14", "put their prices up", "wenlock edge", "14 a head")


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
            assert any("all 4 booked 1-6" in str(m.content) for m in window), window
            assert any("Tickets £12 incl. BBQ" in str(m.content) for m in window), window
            assert any("if it rains the doubles is off" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("make the bbq tickets £14 a head" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's chat - she's the social secretary at Ludlow Lawn Tennis Club; "
                                            "today Tue 13 July 2049)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£34 - £14 BBQ ticket plus £3 doubles entry each, for two (the BBQ tickets went up to £14)",
       actual=reply)
