"""Batch 214 (held out). A rugby club's mini rugby festival: LangChain InMemoryChatMessageHistory + trim_messages (last
7 messages), one root span per turn.

App: Ludlow RFC's mini section hold their festival on Sun 16th May 2049 - U7s to U12s, half a dozen visiting clubs, six
pitches marked out across the 1st XV pitch and the back field, bacon rolls from the clubhouse hatch. Gareth (mini
section chair) chats with the club's helper while he sorts it; each turn the chat is trimmed to its last 7
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the pitches - U7s + U8s on pitches 5 + 6 on the back
field, U9s-U12s across the 1st XV pitch and the training pitch. In turn 2, about the bacon rolls, Gareth adds in
passing that Bryn the groundsman says the back field's still a bog after the drains went in, so the U8s are
swapping with the U11s - U8s on the 1st XV pitch split in 3, U11s down the back where they can churn it up. Turn 3
is the teams coming, turn 4 the April flyer for the helper to tidy (it still says U8s on pitches 5 + 6, back
field), turn 5 first aid and the physio. By turn 6 the trim drops turns 1 and 2; turns 3 to 5 stay. Question (turn
6, Thu 13/5): "which pitch are the U8s on? bridgnorth's coach is asking where to park up" -> expected the 1st XV
pitch (split in 3, in front of the clubhouse). The assistant says pitches 5 + 6 on the back field, from the flyer.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that swapped
the U8s onto the 1st XV pitch was in the history and in every earlier window, and this trim cut it from the window
the model saw. Asserted: turn 2 is in every earlier window and missing from turn 6's (nothing on the swap, the bog
or Bryn); the teams, the flyer and the first-aid turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b214_langchain_rugby_u8_pitch_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which pitch are the U8s on? bridgnorth's coach is asking where to park up"
TURNS = [
    ("mini festival 🏉 sun 16th may, registration 9-9.45 in the clubhouse, first games 10. pitches - U7s + U8s on "
     "5 + 6 (back field), U9s + U10s on the training pitch, U11s + U12s across the 1st XV pitch. can u keep track "
     "of it all for me",
     "Will do - U7s and U8s on pitches 5 and 6 on the back field, U9s/U10s on the training pitch, U11s/U12s on the "
     "1st XV pitch; registration 9-9.45, first games 10."),
    ("bacon rolls - Dai's doing 250 from the hatch, £2.50, sausage ones too + a veggie option for the Craven Arms "
     "lot. oh Bryn (groundsman) says the back field's still a bog since the drains went in 🙄 so U8s are swapping "
     "w/ the U11s - U8s on the 1st XV pitch split in 3, U11s down the back, they can churn it up",
     "Bacon rolls: Dai, 250 from the hatch at £2.50, sausage and veggie too. Pitches: U8s now on the 1st XV pitch "
     "(split in 3), U11s on the back field."),
    ("teams coming - Bridgnorth (U8s + U9s), Church Stretton, Craven Arms, Leominster, Kington + Tenbury so far, "
     "Knighton still to confirm. 6 + us so far",
     "Teams so far: Bridgnorth (U8s, U9s), Church Stretton, Craven Arms, Leominster, Kington and Tenbury; Knighton "
     "to confirm."),
    ("can u tidy this up, it's the flyer from april - 'MINI FESTIVAL Sun 16 May! reg 9am clubhouse. U7s + U8s pitches "
     "5 + 6 (back field - park in the top car park), U9-U12 main pitches. bacon rolls all day!!'",
     "'Ludlow RFC Mini Festival - Sun 16 May. Registration 9am in the clubhouse. U7s and U8s: pitches 5 and 6 on the "
     "back field (park in the top car park). U9-U12: main pitches. Bacon rolls all day!'"),
    ("first aid - St John's from 9.30 in the tent by the posts, plus Megan (physio) for the older ones, ice packs in "
     "the freezer in the bar",
     "First aid: St John's from 9.30 in the tent by the posts, Megan the physio for the older groups, ice packs in "
     "the bar freezer."),
    (QUESTION,
     "Pitches 5 and 6 on the back field - tell them to park in the top car park."),
]
WINDOW = 7
GONE = ("bog", "swapping", "bryn", "split in 3")


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
            assert any("Knighton still to confirm" in str(m.content) for m in window), window
            assert any("U7s + U8s pitches 5 + 6 (back field" in str(m.content) for m in window), window
            assert any("Megan (physio)" in str(m.content) for m in window), window
        elif i >= 2:
            window = trim(messages)
            assert any("U8s on the 1st XV pitch split in 3" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gareth's chat - he chairs Ludlow RFC's mini section; the mini festival "
                                            "is Sun 16 May 2049; today Thu 13 May 2049)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the 1st XV pitch, split in 3 (the back field's a bog since the drains, so the U8s swapped "
                          "with the U11s)", actual=reply)
