"""Batch 234 (held out). A junior football club's summer tournament: LangChain InMemoryChatMessageHistory +
trim_messages (last 9 messages), one root span per turn.

App: Luddenden Foot Juniors hold their summer tournament on Sun 12th June 2050 at the rec, 8.30-5 - under-9s and
under-11s, three pitches, medals for everyone, a burger van and Gill's cake stall. Kev (the club's fixtures
secretary) chats with the club helper while he sorts it; each turn the chat is trimmed to its last 9 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the tournament - games 10 mins each way, 2 mins to
turn round. Turn 2 is the entries (16 teams). In turn 3, about the refs' meeting, Kev says that with 22 teams in
now they'll never get through the groups at 10 each way, so games are 15 mins straight through, no half time, ends
swapped at the whistle - the refs agreed last night - and the semis and final the same. Turn 4 is the medals, turn
5 last year's flyer for the helper to tidy (it still says "games 10 mins each way"), turn 6 the refreshments, turn
7 the pitches. By turn 8 the trim drops turns 1 to 3; turns 4 to 7 stay. Question (turn 8, Thu 9/6): "how long's
each game? the refs need to know for their watches" -> expected 15 minutes straight through, no half time. The
assistant says 20 minutes, 10 each way.

Expected verdict: UpdateError at langchain.trim_messages (turn 8's trim, wrapped in fault()): the turn that made the
games 15 minutes was in the history and in every window from turn 3 to turn 7, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 7 and missing from turn 8's (nothing on 22
teams, 15 mins or straight through); last year's flyer, the refreshments and the pitches are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b234_langchain_football_tournament_game_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's each game? the refs need to know for their watches"
TURNS = [
    ("TOURNAMENT ⚽ sun 12th june at the rec, 8.30-5, U9s + U11s. games 10 mins each way, 2 mins to turn round, "
     "group stage then semis + final. can u keep track of it all for me",
     "Will do - summer tournament Sun 12 June at the rec, 8.30 to 5, under-9s and under-11s; games 10 minutes each "
     "way with 2 minutes to turn round; groups, then semis and a final."),
    ("16 teams entered so far @ £25, Hebden + Todmorden bringing 2 each. closing date 22.5.",
     "16 teams so far at £25 each, with Hebden and Todmorden entering two apiece; entries close 22 May."),
    ("refs meeting last nite 🙄 22 teams in now!! we'll never get thru the groups at 10 each way so it's 15 mins "
     "straight thru, no half time, just swap ends at the whistle. refs ok'd it. semis + final the same",
     "22 teams - great. So every game, semis and final included, is now 15 minutes straight through with no half "
     "time; the refs have agreed."),
    ("medals - 300 ordered off the catalogue, every kid gets one, trophies for the winners + runners up in each age "
     "group. Cllr Shaw presenting at 4.30ish",
     "Medals for every player (300 ordered), trophies for winners and runners-up in each age group; Cllr Shaw "
     "presenting about 4.30."),
    ("can u tidy last yr's flyer - 'SUMMER TOURNAMENT sun 8.30 at the rec!! U9 + U11, games 10 mins each way, medals "
     "for all, burger van + cakes, £20 a team'",
     "'Summer Tournament - Sunday from 8.30 at the rec. Under-9s and under-11s, games 10 minutes each way, medals for "
     "all, burger van and cakes. £20 a team.'"),
    ("refreshments - burger van from Halifax from 10, tea urn in the pavilion (Pam), Gill's cake stall, no glass on "
     "the pitches pls",
     "Refreshments: the Halifax burger van from 10, Pam on the tea urn in the pavilion, Gill's cake stall; no glass "
     "near the pitches."),
    ("pitches - 1 for the U11s (the big one by the road), 2 + 3 for U9s, 3's boggy at the river end so keep the "
     "corner flags in from it",
     "Pitch 1 (by the road) for the under-11s, pitches 2 and 3 for the under-9s; pitch 3 is boggy at the river end."),
    (QUESTION,
     "20 minutes - 10 minutes each way, with 2 minutes to turn round at half time."),
]
WINDOW = 9
GONE = ("22 teams", "15 mins", "straight thru", "straight through", "no half time")


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
            assert any("games 10 mins each way, medals" in str(m.content) for m in window), window
            assert any("burger van from Halifax" in str(m.content) for m in window), window
            assert any("3's boggy at the river end" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("it's 15 mins straight thru, no half time" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kev's chat - he's the fixtures secretary for Luddenden Foot Juniors' "
                                            "summer tournament; today Thu 9 June 2050, the tournament is Sun 12 June)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="15 minutes straight through, no half time (22 teams in)", actual=reply)
