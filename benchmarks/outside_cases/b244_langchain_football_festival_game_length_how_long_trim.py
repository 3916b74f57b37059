"""Batch 244 (held out). A youth football tournament: LangChain InMemoryChatMessageHistory + trim_messages (last 13
messages), one root span per turn.

App: Elland Juniors hold a mini-soccer festival for U9 and U10 teams on Sat 21st May 2050 on their top field - 5-a-
side on six mini pitches, every team guaranteed five games, medals for every child. Sam (the club's tournament
organiser) chats with the club's helper while she sorts it; each turn the chat is trimmed to its last 13 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the festival - 12 teams an age group, games 12 mins
each way with 2 mins to swap ends, 9.30 start, done by 3. Turn 2 is the entry fee. In turn 3, when entries closed,
Sam says 16 U9 teams and 15 U10s came in, there's no way they'd be done by 3 on 12-minute games, so they're 8 mins
each way now, no half-time talks, just swap ends and go - the league said fine. Turns 4 to 9 are the referees, the
pitches, the league's rules sheet ("U9/U10 games: 2 x 12 mins max"), the food, first aid and the medals. By turn 10
the trim drops turns 1 to 3; turns 4 to 9 stay. Question (turn 10, Thu 19/5): "how long are the games? doing the
sheets for the refs' clipboards" -> expected 8 minutes each way (16 in all), no half-time. The assistant says 12
minutes each way.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that made
the games 8 minutes each way was in the history and in every window from turn 3 to turn 9, and this trim cut it
from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 9 and missing from turn 10's
(nothing on 8 mins or the 16 U9 teams); the rules sheet, the pitches and the medals are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b244_langchain_football_festival_game_length_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long are the games? doing the sheets for the refs' clipboards"
TURNS = [
    ("MINI SOCCER FESTIVAL ⚽ sat 21st may, U9s + U10s, 12 teams each age group, 5 a side on the top field. games 12 "
     "mins each way w/ 2 mins to swap ends, 9.30 start, done by 3. can u help me keep on top of it",
     "Happy to - the festival is Sat 21 May on the top field for U9s and U10s, 12 teams per age group, 5-a-side, "
     "games 12 minutes each way with 2 minutes to swap ends, starting 9.30 and finishing by 3."),
    ("entries £25 a team, bank transfer to the club acc, ref the team name. closing date 7th may",
     "Entries £25 a team by bank transfer to the club account with the team name as the reference, closing 7 May."),
    ("entries closed - 16 U9 teams + 15 U10s 😮 no way we're done by 3 on 12 min games, so they're 8 mins each "
     "way now, no half time team talks, just swap ends + go. rang the league, they're fine with it",
     "Got it - with 31 teams the games are now 8 minutes each way, no half-time talks, just swap ends and go; the "
     "league has agreed."),
    ("refs - our young refs + 4 dads who've done the FA course, 1 per pitch, orange bibs so the parents can spot "
     "them",
     "Referees: the club's young referees plus four dads with the FA course, one per pitch, in orange bibs."),
    ("pitches - 6 minis on the top field, goals out of the shed fri nite, Gary's marking the lines fri afternoon if "
     "it's dry",
     "Six mini pitches on the top field; goals out of the shed Friday night and Gary marking the lines Friday "
     "afternoon, weather permitting."),
    ("league sent their standard rules sheet 🙄 '5v5, roll-ins or kick-ins, retreat line, no deliberate heading "
     "for U9s, U9/U10 games: 2 x 12 mins max'. can u pull out the bits the refs need",
     "For the refs: 5v5, roll-ins or kick-ins, the retreat line, and no deliberate heading for the U9s."),
    ("food - bacon butties from 8.30, tea urn in the clubhouse, Big Al's burger van from 11, no dogs near the "
     "food tent",
     "Food: bacon butties from 8.30, the tea urn in the clubhouse, Big Al's burger van from 11, and no dogs near "
     "the food tent."),
    ("first aid - St John's sending 2, they'll be by the clubhouse door, ice packs in the green box",
     "First aid: two from St John's by the clubhouse door, ice packs in the green box."),
    ("medals for every kid (180 ordered!!), presentations 3.15 on the clubhouse steps, photos for the website if "
     "parents ok it",
     "180 medals ordered so every child gets one; presentations at 3.15 on the clubhouse steps, photos only with "
     "parents' OK."),
    (QUESTION,
     "12 minutes each way, with 2 minutes to swap ends between halves."),
]
WINDOW = 13
GONE = ("8 mins", "8 minutes", "16 u9", "31 teams")


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
            assert any("U9/U10 games: 2 x 12 mins max" in str(m.content) for m in window), window
            assert any("6 minis on the top field" in str(m.content) for m in window), window
            assert any("medals for every kid" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so they're 8 mins each way now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sam's chat - she organises Elland Juniors' mini-soccer festival; today "
                                            "Thu 19 May 2050, the festival is Sat 21 May)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="8 minutes each way (16 in all), no half-time - cut down when 31 teams entered",
       actual=reply)
