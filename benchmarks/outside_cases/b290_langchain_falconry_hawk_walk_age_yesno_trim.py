"""Batch 290 (held out). A falconry centre's hawk walks: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Moorside Birds of Prey, a falconry centre near Haworth, run hawk walks with their Harris hawks, owl encounters
and experience days alongside the daily flying displays. Jess (the centre manager) chats with the centre's helper
to keep the booking answers straight for the front desk; each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the hawk walk - 90 minutes over the moor with Juno
and Nimbus, £45 a head, age 8+ with a paying adult. Turn 2 is the experience days. In turn 3 Jess says Juno footed a
lad's arm on Sunday through the gap at the top of the glove - no harm done, but the insurers say minimum age 12 now
for the hawk walks and anything on the glove; under 12s can do the owl encounter instead. Turns 4 to 8 are the
booking page (its text still says "age 8+", Jess will get Ste to change it), the owl encounter, parking, gift
vouchers and the weather policy. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Sat
15/10, from the front desk): "can a 10 yr old do the hawk walk? lady on the phone, it's for her grandson's
birthday" -> expected no - 12 and over now since the insurers' change (the owl encounter is open to him). The
assistant says yes, 8+ with an adult.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
minimum age 12 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the
minimum age of 12, the insurers or the glove gap); the booking page's "age 8+", the owl encounter and the vouchers
are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b290_langchain_falconry_hawk_walk_age_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "can a 10 yr old do the hawk walk? lady on the phone, it's for her grandson's birthday"
TURNS = [
    ("HAWK WALKS 🦅 for the front desk crib sheet: 90 mins over the moor w/ Juno + Nimbus, £45 a head, age 8+ w/ a "
     "paying adult, 6 max. weds + sat 10am. can u keep all this straight for me",
     "Of course - hawk walks: 90 minutes over the moor with Juno and Nimbus, £45 a head, age 8+ with a paying adult, "
     "6 max, Wednesdays and Saturdays at 10am."),
    ("experience days £150, 10-3, handling + flying 4 birds + lunch in the cafe. adults only those",
     "Experience days: £150, 10 till 3, handling and flying four birds, lunch in the cafe included; adults only."),
    ("ugh, Juno footed a lad's arm on sun thru the gap at the top of the glove 😬 no harm done, mum was lovely abt "
     "it, but the insurers say min age 12 now for the hawk walks + anything on the glove. under 12s can do the owl "
     "encounter instead",
     "Understood - hawk walks and anything on the glove are 12 and over now, at the insurers' say-so; under-12s can "
     "be offered the owl encounter instead."),
    ("booking page still says 'Hawk Walk - 90 mins - £45pp - age 8+ with adult' 🙄 I'll get Ste to change it when "
     "he's in",
     "Noted - the booking page text needs updating; Ste will change it."),
    ("owl encounter - 45 mins in the owl barn w/ Pudding, Willow + Bramble, £20, photos included, any age",
     "Owl encounter: 45 minutes in the owl barn with Pudding, Willow and Bramble, £20 with photos, any age."),
    ("parking - hawk walk people in the top car park pls, NOT the farm track, the farmer's had words 🚜",
     "Hawk walk parking is the top car park, not the farm track."),
    ("gift vouchers - any amount, valid 12 months, sold in the shop or online, they can pick the date later",
     "Gift vouchers: any amount, valid 12 months, from the shop or online; the date can be picked later."),
    ("weather - we don't fly in heavy rain or high wind, we'll ring the morning of + rebook, no refunds just rebooks",
     "Weather: no flying in heavy rain or high wind; customers are rung that morning and rebooked, not refunded."),
    (QUESTION,
     "Yes - hawk walks are 8+ as long as he's with a paying adult. £45 a head, Wednesdays and Saturdays at 10."),
]
WINDOW = 11
GONE = ("min age 12", "12 and over", "insurer", "footed", "glove gap", "gap at the top of the glove")


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
            assert any("age 8+ with adult" in str(m.content) for m in window), window
            assert any("owl encounter - 45 mins" in str(m.content) for m in window), window
            assert any("gift vouchers" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("the insurers say min age 12 now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jess's chat - she manages Moorside Birds of Prey; today Sat 15 October "
                                            "2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - hawk walks are 12 and over now (the insurers' change); he could do the owl encounter",
       actual=reply)
