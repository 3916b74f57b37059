"""Batch 66 (held out). A pub's karaoke competition: LangChain InMemoryChatMessageHistory + trim_messages (last 12
messages, token_counter=len, start_on human), one root span per turn.

App: Bev, landlady of the Crown at Wotton, runs "Crown Idol" (three Friday heats and a final, £2 to sing, money to
the air ambulance). She keeps one chat with an assistant about it. Each turn the app trims the history to the last
12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1: "right I'm doing the judging for the final myself
this yr, Dave's just on the mic + the machine. after last yr's carry on w him marking his darts mates up I'm not
having it again lol". Turn 2 pastes the poster text printed in August ("FINAL Fri 27 Oct - hosted AND judged by DJ
Dave Rocks"). Later turns are about slots, prizes and songs. By turn 7 the trim no longer keeps turn 1. Question
(turn 7, a regular who's in the final): "who's doing the judging at the final?" -> expected Bev, the landlady. The
assistant goes by the poster: DJ Dave.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is
in every window before turn 7 and missing from turn 7's, which holds the poster text. Another reading: a response
fault is ruled out, as Bev's message is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b66_langchain_karaoke_final_judge_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("right I'm doing the judging for the final myself this yr, Dave's just on the mic + the machine. after last yr's "
     "carry on w him marking his darts mates up I'm not having it again lol",
     "Got it: you're judging the final yourself this year; Dave is only compering and running the machine."),
    ("poster text from aug (still up in the gents): CROWN IDOL heats Fri 6th, 13th + 20th Oct 8.30pm, £2 a go for "
     "the air ambulance. FINAL Fri 27 Oct - hosted AND judged by DJ Dave Rocks!!",
     "Poster: heats Fridays 6, 13 and 20 October at 8.30pm, £2 a go for the air ambulance; final Friday 27 October, "
     "hosted and judged by DJ Dave Rocks."),
    ("slots for the final - 10 singers, 2 songs each, 1st one their own pick, 2nd from the hat",
     "Final: 10 singers, two songs each - one of their choosing and one drawn from the hat."),
    ("prizes sorted - 1st £50 bar tab + the tacky gold mic trophy, 2nd a meal for 2, 3rd a bottle of prosecco",
     "Prizes: 1st a £50 bar tab and the gold mic trophy, 2nd a meal for two, 3rd a bottle of prosecco."),
    ("songs for the hat so far: Bohemian Rhapsody (evil), Total Eclipse, Sweet Caroline, Islands in the Stream (duet, "
     "bring a mate), 9 to 5",
     "Hat songs so far: Bohemian Rhapsody, Total Eclipse of the Heart, Sweet Caroline, Islands in the Stream (duet) "
     "and 9 to 5."),
    ("heats raised £186 in the jar!! + Steve's sponsored shave on top",
     "The heats raised £186, plus Steve's sponsored shave."),
    ("Mandy's asking - she got thru from heat 2 - who's doing the judging at the final?",
     "DJ Dave Rocks - the poster says he's hosting and judging the final on Friday 27 October."),
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
            assert not any("judging for the final myself" in str(m.content) or "darts mates" in str(m.content)
                           or "you're judging" in str(m.content) for m in window), window
            assert any("judged by DJ Dave" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("judging for the final myself" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bev's Crown Idol chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("who's doing the judging at the final?",
       expected="Bev the landlady herself - Dave's only hosting it this time", actual=reply)
