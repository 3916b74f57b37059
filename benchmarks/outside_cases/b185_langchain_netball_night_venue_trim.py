"""Batch 185 (held out). A netball league's presentation night: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: the Telford & Wrekin ladies' netball league holds its end-of-season presentation night on Sat 27th June 2043 -
trophies for the division winners and runners-up, players' player and the umpires' award, the final tables read out,
a buffet and a DJ. Kerry, the league secretary, chats with the league's helper while she sorts it out; each turn the
chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Kerry says the do is Sat 27th June at the Buckatree
Hall hotel, the function room upstairs (not the bar), 7.30ish for 8, £22 a head with the buffet, carriages at 12.
Turn 2 is the trophies (Trophy World on the retail park, pick up Tue 23rd), turn 3 the final tables, turn 4 the
buffet, turn 5 the DJ (Kev, who did Sal's 40th at the rugby club) and the raffle. By turn 6 the trim drops turn 1;
turns 2 to 5 stay. Question (turn 6, Thu 25/6): "where is it again sat? Nat's mum is giving 4 of us a lift + wants
the postcode" -> expected the Buckatree Hall hotel, the function room upstairs. The assistant says the rugby club -
the only place in the window that sounds like a venue.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the venue
was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted: turn 1
is in every earlier window and missing from turn 6's (nothing on Buckatree, the hotel or the function room); the
trophies, tables, buffet and DJ turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b185_langchain_netball_night_venue_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "where is it again sat? Nat's mum is giving 4 of us a lift + wants the postcode"
TURNS = [
    ("presentation night's sat 27th june 🏆 Buckatree Hall hotel, the function room upstairs not the bar. 7.30ish "
     "for 8, £22 a head incl the buffet, carriages at 12",
     "Sat 27 June at the Buckatree Hall hotel, upstairs function room; arrive 7.30 for 8, £22 including the buffet, "
     "finishes at midnight."),
    ("trophies from Trophy World on the retail park, div 1 + 2 winners + runners up, players player, umpires award. "
     "pick up tue 23rd after 4",
     "Trophies (division winners and runners-up, players' player, umpires' award) from Trophy World, ready to collect "
     "Tue 23rd after 4pm."),
    ("final tables - div 1 Wellington Wasps 1st on 52pts, Dawley Diamonds 2nd on 49. div 2 Hadley Hornets 1st, "
     "Shifnal Shooters 2nd on GD 🙌",
     "Division 1: Wellington Wasps 52, Dawley Diamonds 49. Division 2: Hadley Hornets, then Shifnal Shooters on goal "
     "difference."),
    ("buffet - hot, chilli + rice, jackets, veggie lasagne, 64 covers, 7 veggie, 2 gluten free. puds extra £4",
     "Hot buffet for 64 (chilli, jackets, veggie lasagne), 7 vegetarian and 2 gluten-free; puddings £4 extra."),
    ("DJ sorted - Kev, he did Sal's 40th at the rugby club, £150. raffle - each team bringing a prize, tickets £1 a "
     "strip, draw at 10",
     "DJ Kev booked for £150; raffle prizes from each team, £1 a strip, draw at 10pm."),
    (QUESTION,
     "The rugby club - that's where Kev the DJ is from."),
]
WINDOW = 10
GONE = ("buckatree", "hotel", "function room", "upstairs")


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
            assert not any(w in str(m.content).lower() for m in window for w in GONE), window
            assert any("Trophy World" in str(m.content) for m in window), window
            assert any("Wellington Wasps" in str(m.content) for m in window), window
            assert any("chilli + rice" in str(m.content) for m in window), window
            assert any("rugby club" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Buckatree Hall hotel" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kerry's chat - she's secretary of the Telford & Wrekin ladies' netball "
                                            "league; today Thu 25 June 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the Buckatree Hall hotel - the function room upstairs", actual=reply)
